import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { type ProviderSettings, providerSettingsSchema } from '../../../electron/shared/domain/settings'
import { describeError } from '../../app/describe-error'
import { useTransport } from '../../app/transport-context'

interface ProviderFormProps {
  initial: ProviderSettings
  keyIsSet: boolean
  isNew: boolean
  onSave: (provider: ProviderSettings, apiKey: string | null) => Promise<void>
  onCancel: () => void
}

type TestResult = CommandOutput<'provider.test'>

export function ProviderForm({ initial, keyIsSet, isNew, onSave, onCancel }: ProviderFormProps) {
  const { t } = useTranslation()
  const transport = useTransport()
  const formId = useId()
  const [draft, setDraft] = useState(initial)
  const [apiKey, setApiKey] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [testing, setTesting] = useState(false)
  const [testResult, setTestResult] = useState<TestResult | null>(null)

  function update<K extends keyof ProviderSettings>(key: K, value: ProviderSettings[K]) {
    setDraft((current) => ({ ...current, [key]: value }))
  }

  function validated(): ProviderSettings | null {
    const parsed = providerSettingsSchema.safeParse(draft)
    if (parsed.success) return parsed.data
    const issue = parsed.error.issues[0]
    setError(t('settings.providers.invalid', { field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' }))
    return null
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const provider = validated()
    if (!provider) return
    setSaving(true)
    try {
      await onSave(provider, apiKey === '' ? null : apiKey)
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setSaving(false)
    }
  }

  async function testConnection() {
    const provider = validated()
    if (!provider) return
    setError(null)
    setTesting(true)
    setTestResult(null)
    try {
      setTestResult(await transport.invoke('provider.test', { provider, ...(apiKey === '' ? {} : { apiKey }) }))
    } catch (caught) {
      setTestResult({ ok: false, message: describeError(caught), latencyMs: 0, models: [] })
    } finally {
      setTesting(false)
    }
  }

  const field = (name: string) => `${formId}-${name}`

  return (
    <form className="provider-form" onSubmit={submit} aria-label={t('settings.providers.formLabel')}>
      <div className="settings-grid">
        <div className="field">
          <label className="field-label" htmlFor={field('name')}>
            {t('settings.providers.name')}
          </label>
          <input
            id={field('name')}
            className="input"
            value={draft.name}
            required
            onChange={(event) => update('name', event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('kind')}>
            {t('settings.providers.kind')}
          </label>
          <select
            id={field('kind')}
            className="select"
            value={draft.kind}
            onChange={(event) => update('kind', event.target.value === 'anthropic' ? 'anthropic' : 'openai')}
          >
            <option value="openai">{t('settings.providers.kinds.openai')}</option>
            <option value="anthropic">{t('settings.providers.kinds.anthropic')}</option>
          </select>
        </div>
        <div className="field field-wide">
          <label className="field-label" htmlFor={field('baseUrl')}>
            {t('settings.providers.baseUrl')}
          </label>
          <input
            id={field('baseUrl')}
            className="input"
            type="url"
            value={draft.baseUrl}
            required
            placeholder="https://api.openai.com/v1"
            onChange={(event) => update('baseUrl', event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('model')}>
            {t('settings.providers.model')}
          </label>
          <input
            id={field('model')}
            className="input"
            value={draft.model}
            required
            list={testResult?.models.length ? field('models') : undefined}
            onChange={(event) => update('model', event.target.value)}
          />
          {testResult?.models.length ? (
            <datalist id={field('models')}>
              {testResult.models.map((model) => (
                <option key={model} value={model} />
              ))}
            </datalist>
          ) : null}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('protocol')}>
            {t('settings.providers.toolProtocol')}
          </label>
          <select
            id={field('protocol')}
            className="select"
            value={draft.toolProtocol}
            aria-describedby={field('protocol-hint')}
            onChange={(event) => update('toolProtocol', event.target.value === 'xml' ? 'xml' : 'native')}
          >
            <option value="native">{t('settings.providers.protocols.native')}</option>
            <option value="xml">{t('settings.providers.protocols.xml')}</option>
          </select>
          <span id={field('protocol-hint')} className="field-hint">
            {t('settings.providers.toolProtocolHint')}
          </span>
        </div>
        <div className="field field-wide">
          <label className="field-label" htmlFor={field('key')}>
            {t('settings.providers.apiKey')}{' '}
            <span className={keyIsSet ? 'badge badge-success' : 'badge'} data-testid="api-key-status">
              {keyIsSet ? t('settings.providers.keySet') : t('settings.providers.keyNotSet')}
            </span>
          </label>
          <input
            id={field('key')}
            className="input"
            type="password"
            autoComplete="off"
            value={apiKey}
            placeholder={keyIsSet ? t('settings.providers.keyReplace') : t('settings.providers.keyEnter')}
            aria-describedby={field('key-hint')}
            onChange={(event) => setApiKey(event.target.value)}
          />
          <span id={field('key-hint')} className="field-hint">
            {t('settings.providers.keyHint')}
          </span>
        </div>
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {testResult ? (
        <p className={testResult.ok ? 'alert provider-test-ok' : 'alert alert-error'} role="status">
          {testResult.ok
            ? t('settings.providers.testOk', { latency: Math.round(testResult.latencyMs), message: testResult.message })
            : testResult.message}
        </p>
      ) : null}
      <div className="provider-form-actions">
        <button type="button" className="button" onClick={() => void testConnection()} disabled={testing}>
          {testing ? t('settings.providers.testing') : t('settings.providers.test')}
        </button>
        <span className="spacer" />
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {isNew ? t('settings.providers.add') : t('common.save')}
        </button>
      </div>
    </form>
  )
}
