import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { type ProviderSettings, providerSettingsSchema } from '../../../electron/shared/domain/settings'
import { describeValidation } from '../../components/describe-validation'
import { FormError, FormField } from '../../components/form-field'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'
import { providerPresets } from './provider-presets'

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
  const [listedModels, setListedModels] = useState<string[]>([])
  const [listedFrom, setListedFrom] = useState<string | null>(null)

  // The model field offers what the server lists; a saved provider asks with its stored key.
  const listFrom = `${draft.kind} ${draft.baseUrl}`
  useEffect(() => {
    if (listedFrom === listFrom) return
    let current = true
    const unchanged = !isNew && draft.baseUrl === initial.baseUrl && draft.kind === initial.kind
    const input = unchanged ? { providerId: initial.id } : { kind: draft.kind, baseUrl: draft.baseUrl }
    if (!URL.canParse(draft.baseUrl)) return
    const timer = setTimeout(() => {
      transport.invoke('provider.models', input).then(
        (result) => {
          if (!current) return
          setListedModels(result.models)
          setListedFrom(listFrom)
        },
        () => {
          if (current) setListedModels([])
        },
      )
    }, 400)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [transport, listFrom, listedFrom, isNew, draft.baseUrl, draft.kind, initial])
  const modelChoices = [...new Set([...listedModels, ...(testResult?.models ?? [])])]

  function update<K extends keyof ProviderSettings>(key: K, value: ProviderSettings[K]) {
    setDraft((current) => ({ ...current, [key]: value }))
  }

  function validated(): ProviderSettings | null {
    const parsed = providerSettingsSchema.safeParse(draft)
    if (parsed.success) return parsed.data
    const labels: Record<string, string> = {
      name: t('settings.providers.name'),
      kind: t('settings.providers.kind'),
      baseUrl: t('settings.providers.baseUrl'),
      model: t('settings.providers.model'),
      toolProtocol: t('settings.providers.toolProtocol'),
      contextWindow: t('settings.providers.contextWindow'),
      temperature: t('settings.providers.temperature'),
      maxOutputTokens: t('settings.providers.maxOutputTokens'),
    }
    setError(
      describeValidation(parsed.error, labels, (field, message) => t('settings.providers.invalid', { field, message })),
    )
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

  function applyPreset(key: string) {
    const preset = providerPresets.find((candidate) => candidate.key === key)
    if (!preset) return
    const { key: _key, ...values } = preset
    setDraft((current) => ({ ...current, ...values }))
    setTestResult(null)
  }

  /** A number field: empty clears an optional setting; anything else is checked by the schema on save. */
  function numberOrUndefined(text: string): number | undefined {
    return text.trim() === '' ? undefined : Number(text)
  }

  return (
    <form className="provider-form" onSubmit={submit} aria-label={t('settings.providers.formLabel')}>
      <div className="settings-grid">
        <FormField
          label={t('settings.providers.preset')}
          htmlFor={field('preset')}
          hint={t('settings.providers.presetHint')}
          hintId={field('preset-hint')}
          wide
        >
          <select
            id={field('preset')}
            className="select"
            value=""
            aria-describedby={field('preset-hint')}
            onChange={(event) => applyPreset(event.target.value)}
          >
            <option value="">{t('settings.providers.presetChoose')}</option>
            {providerPresets.map((preset) => (
              <option key={preset.key} value={preset.key}>
                {preset.name}
              </option>
            ))}
          </select>
        </FormField>
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
            list={modelChoices.length ? field('models') : undefined}
            onChange={(event) => update('model', event.target.value)}
          />
          {modelChoices.length ? (
            <datalist id={field('models')}>
              {modelChoices.map((model) => (
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
        <div className="field field-checkbox">
          <label>
            <input
              type="checkbox"
              checked={draft.acceptsImages === true}
              aria-describedby={field('images-hint')}
              onChange={(event) => update('acceptsImages', event.target.checked)}
            />
            <span className="field-label">{t('settings.providers.acceptsImages')}</span>
          </label>
          <span id={field('images-hint')} className="field-hint">
            {t('settings.providers.acceptsImagesHint')}
          </span>
        </div>
        <FormField label={t('settings.providers.contextWindow')} htmlFor={field('context')}>
          <input
            id={field('context')}
            className="input"
            type="number"
            min={1}
            step={1}
            value={draft.contextWindow}
            onChange={(event) => update('contextWindow', Number(event.target.value))}
          />
        </FormField>
        <FormField
          label={t('settings.providers.temperature')}
          htmlFor={field('temperature')}
          hint={t('settings.providers.serverDefaultHint')}
          hintId={field('temperature-hint')}
        >
          <input
            id={field('temperature')}
            className="input"
            type="number"
            min={0}
            max={2}
            step={0.1}
            value={draft.temperature ?? ''}
            aria-describedby={field('temperature-hint')}
            onChange={(event) => update('temperature', numberOrUndefined(event.target.value))}
          />
        </FormField>
        <FormField
          label={t('settings.providers.maxOutputTokens')}
          htmlFor={field('max-output')}
          hint={t('settings.providers.serverDefaultHint')}
          hintId={field('max-output-hint')}
        >
          <input
            id={field('max-output')}
            className="input"
            type="number"
            min={1}
            step={1}
            value={draft.maxOutputTokens ?? ''}
            aria-describedby={field('max-output-hint')}
            onChange={(event) => update('maxOutputTokens', numberOrUndefined(event.target.value))}
          />
        </FormField>
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
      <FormError message={error} />
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
