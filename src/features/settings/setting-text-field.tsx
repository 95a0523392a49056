import { useEffect, useState } from 'react'
import { TextField } from '../../components/text-field'

interface SettingTextFieldProps {
  label: string
  value: string
  placeholder?: string
  hint?: string
  /** Called on blur or Enter when the text changed; a rejection keeps the typed text so it can be corrected. */
  onCommit: (value: string) => Promise<void>
}

/** A one-line setting saved when the field is left or Enter is pressed. */
export function SettingTextField({ label, value, placeholder, hint, onCommit }: SettingTextFieldProps) {
  const [text, setText] = useState(value)

  useEffect(() => {
    setText(value)
  }, [value])

  function commit() {
    const trimmed = text.trim()
    if (trimmed !== value) void onCommit(trimmed).catch(() => {})
  }

  return (
    <TextField
      label={label}
      value={text}
      placeholder={placeholder}
      hint={hint}
      wide
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
    />
  )
}
