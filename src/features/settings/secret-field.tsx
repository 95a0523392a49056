import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SecretName } from '../../../electron/shared/domain/settings'
import { SecretInput } from '../../components/secret-input'
import { useSettings } from '../../data/settings-context'

interface SecretFieldProps {
  name: SecretName
  label: string
  hint: string
  onError: (message: unknown) => void
  /** Shown beside Save, acting on the typed value (or the stored one when nothing is typed). */
  renderActions?: (typed: string) => ReactNode
}

/** A stored secret saved on its own: Save stores the typed value, Remove clears it; the value never comes back. */
export function SecretField({ name, label, hint, onError, renderActions }: SecretFieldProps) {
  const { t } = useTranslation()
  const { secretsSet, save } = useSettings()
  const [value, setValue] = useState('')
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
    <SecretInput
      label={label}
      hint={hint}
      isSet={isSet}
      value={value}
      onChange={setValue}
      placeholder={isSet ? t('settings.services.secretReplace') : t('settings.providers.keyEnter')}
      actions={
        <>
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
        </>
      }
    />
  )
}
