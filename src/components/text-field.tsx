import type { InputHTMLAttributes } from 'react'
import { FormField } from './form-field'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>

interface TextFieldProps extends InputProps {
  label: string
  value: string | number
  onChange: (text: string) => void
  hint?: string
  error?: string | null
  wide?: boolean
}

/** A labelled one-line input: the common case of `FormField`. */
export function TextField({ label, value, onChange, hint, error, wide, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} wide={wide}>
      {(control) => (
        <input
          {...input}
          {...control}
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}
