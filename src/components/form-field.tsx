import type { ReactNode } from 'react'

interface FormFieldProps {
  label: string
  /** The id of the control inside, so the label names it. */
  htmlFor: string
  hint?: string
  hintId?: string
  wide?: boolean
  children: ReactNode
}

/** A labelled form control with an optional hint under it (give the control `aria-describedby={hintId}`). */
export function FormField({ label, htmlFor, hint, hintId, wide = false, children }: FormFieldProps) {
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  )
}

/** An error a form shows after a failed save or check; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className="alert alert-error" role="alert">
      {message}
    </p>
  )
}
