import { type ReactNode, useId } from 'react'

/** What a field's control needs so its label, hint and error name it. */
export interface FieldControl {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

interface FormFieldProps {
  label: ReactNode
  hint?: string
  /** A problem with this field's value, shown under it. */
  error?: string | null
  wide?: boolean
  /** Renders the control, spreading `control` onto it. */
  children: (control: FieldControl) => ReactNode
}

/** One labelled form control with an optional hint and error under it: every Settings form is built from these. */
export function FormField({ label, hint, error, wide = false, children }: FormFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : null
  const errorId = error ? `${id}-error` : null
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hintId ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {errorId ? (
        <span id={errorId} className="field-error">
          {error}
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
