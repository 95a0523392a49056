import { useEffect, useId, useState } from 'react'

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
  const id = useId()

  useEffect(() => {
    setText(value)
  }, [value])

  function commit() {
    const trimmed = text.trim()
    if (trimmed !== value) void onCommit(trimmed).catch(() => {})
  }

  return (
    <div className="field field-wide">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={text}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
      />
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  )
}
