import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SecretName } from '../../../electron/shared/domain/settings'
import { useSettings } from '../../data/settings-context'

interface SecretFieldProps {
  name: SecretName
  label: string
  hint: string
  onError: (message: unknown) => void
  /** Shown beside Save, acting on the typed value (or the stored one when nothing is typed). */
  renderActions?: (typed: string) => React.ReactNode
}

/** A write-only secret: says whether one is stored, saves a new one, removes it; the value never comes back. */
export function SecretField({ name, label, hint, onError, renderActions }: SecretFieldProps) {
  const { t } = useTranslation()
  const { secretsSet, save } = useSettings()
  const [value, setValue] = useState('')
  const id = useId()
  const isSet = secretsSet.includes(name)

  async function store(next: string | null) {
    try {
      await save({ patch: {}, secrets: [{ name, value: next }] })
      setValue('')
    } catch (caught) {
      onError(caught)
    }
  }

  return (
    <div className="field field-wide">
      <label className="field-label" htmlFor={id}>
        {label}{' '}
        <span className={isSet ? 'badge badge-success' : 'badge'}>
          {isSet ? t('settings.providers.keySet') : t('settings.providers.keyNotSet')}
        </span>
      </label>
      <div className="settings-inline">
        <input
          id={id}
          className="input"
          type="password"
          autoComplete="off"
          value={value}
          placeholder={isSet ? t('settings.services.secretReplace') : t('settings.providers.keyEnter')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setValue(event.target.value)}
        />
        <button
          type="button"
          className="button"
          disabled={value.trim() === ''}
          onClick={() => void store(value.trim())}
        >
          {t('common.save')}
        </button>
        {isSet ? (
          <button type="button" className="button" onClick={() => void store(null)}>
            {t('settings.services.secretRemove', { name: label })}
          </button>
        ) : null}
        {renderActions?.(value.trim())}
      </div>
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
    </div>
  )
}
