import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from './form-field'

interface SecretInputProps {
  label: string
  hint?: string
  /** Whether a value is stored; the value itself never comes back from the engine. */
  isSet: boolean
  /** What is typed to replace it; empty keeps the stored one. */
  value: string
  onChange: (text: string) => void
  placeholder: string
  /** Shown beside the input (save, remove, test…). */
  actions?: ReactNode
}

/** A write-only secret: says "set" or "not set", takes a replacement, never shows the stored value. */
export function SecretInput({ label, hint, isSet, value, onChange, placeholder, actions }: SecretInputProps) {
  const { t } = useTranslation()
  const status = (
    <>
      {label}{' '}
      <span className={isSet ? 'badge badge-success' : 'badge'} data-testid="api-key-status">
        {isSet ? t('settings.providers.keySet') : t('settings.providers.keyNotSet')}
      </span>
    </>
  )
  return (
    <FormField label={status} hint={hint} wide>
      {(control) => {
        const input = (
          <input
            {...control}
            className="input"
            type="password"
            autoComplete="off"
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        )
        return actions ? (
          <div className="settings-inline">
            {input}
            {actions}
          </div>
        ) : (
          input
        )
      }}
    </FormField>
  )
}
