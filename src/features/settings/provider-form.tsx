import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { type ProviderSettings, providerSettingsSchema } from '../../../electron/shared/domain/settings'
import { describeValidation } from '../../components/describe-validation'
import { FormError, FormField } from '../../components/form-field'
import { SecretInput } from '../../components/secret-input'
import { TextField } from '../../components/text-field'
import { describeError } from '../../data/describe-error'
import { useCommandMutation } from '../../data/use-command-mutation'
import { providerPresets } from './provider-presets'
import { useListedModels } from './use-listed-models'

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
  const formId = useId()
  const [draft, setDraft] = useState(initial)
  const [apiKey, setApiKey] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const test = useCommandMutation('provider.test')
  const [testResult, setTestResult] = useState<TestResult | null>(null)
  const listedModels = useListedModels(draft, isNew ? null : initial)
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

  function testConnection() {
    const provider = validated()
    if (!provider) return
    setError(null)
    setTestResult(null)
    test.mutate(
      { provider, ...(apiKey === '' ? {} : { apiKey }) },
      {
        onSuccess: setTestResult,
        onError: (caught) => setTestResult({ ok: false, message: describeError(caught), latencyMs: 0, models: [] }),
      },
    )
  }

  const modelListId = `${formId}-models`

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
        <FormField label={t('settings.providers.preset')} hint={t('settings.providers.presetHint')} wide>
          {(control) => (
            <select {...control} className="select" value="" onChange={(event) => applyPreset(event.target.value)}>
              <option value="">{t('settings.providers.presetChoose')}</option>
              {providerPresets.map((preset) => (
                <option key={preset.key} value={preset.key}>
                  {preset.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label={t('settings.providers.name')}
          value={draft.name}
          required
          onChange={(name) => update('name', name)}
        />
        <FormField label={t('settings.providers.kind')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={draft.kind}
              onChange={(event) => update('kind', event.target.value === 'anthropic' ? 'anthropic' : 'openai')}
            >
              <option value="openai">{t('settings.providers.kinds.openai')}</option>
              <option value="anthropic">{t('settings.providers.kinds.anthropic')}</option>
            </select>
          )}
        </FormField>
        <TextField
          label={t('settings.providers.baseUrl')}
          value={draft.baseUrl}
          type="url"
          required
          placeholder="https://api.openai.com/v1"
          wide
          onChange={(baseUrl) => update('baseUrl', baseUrl)}
        />
        <TextField
          label={t('settings.providers.model')}
          value={draft.model}
          required
          list={modelChoices.length ? modelListId : undefined}
          onChange={(model) => update('model', model)}
        />
        {modelChoices.length ? (
          <datalist id={modelListId}>
            {modelChoices.map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
        ) : null}
        <FormField label={t('settings.providers.toolProtocol')} hint={t('settings.providers.toolProtocolHint')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={draft.toolProtocol}
              onChange={(event) => update('toolProtocol', event.target.value === 'xml' ? 'xml' : 'native')}
            >
              <option value="native">{t('settings.providers.protocols.native')}</option>
              <option value="xml">{t('settings.providers.protocols.xml')}</option>
            </select>
          )}
        </FormField>
        <div className="field field-checkbox">
          <label>
            <input
              type="checkbox"
              checked={draft.acceptsImages === true}
              aria-describedby={`${formId}-images-hint`}
              onChange={(event) => update('acceptsImages', event.target.checked)}
            />
            <span className="field-label">{t('settings.providers.acceptsImages')}</span>
          </label>
          <span id={`${formId}-images-hint`} className="field-hint">
            {t('settings.providers.acceptsImagesHint')}
          </span>
        </div>
        <TextField
          label={t('settings.providers.contextWindow')}
          type="number"
          min={1}
          step={1}
          value={draft.contextWindow}
          onChange={(text) => update('contextWindow', Number(text))}
        />
        <TextField
          label={t('settings.providers.temperature')}
          hint={t('settings.providers.serverDefaultHint')}
          type="number"
          min={0}
          max={2}
          step={0.1}
          value={draft.temperature ?? ''}
          onChange={(text) => update('temperature', numberOrUndefined(text))}
        />
        <TextField
          label={t('settings.providers.maxOutputTokens')}
          hint={t('settings.providers.serverDefaultHint')}
          type="number"
          min={1}
          step={1}
          value={draft.maxOutputTokens ?? ''}
          onChange={(text) => update('maxOutputTokens', numberOrUndefined(text))}
        />
        <SecretInput
          label={t('settings.providers.apiKey')}
          hint={t('settings.providers.keyHint')}
          isSet={keyIsSet}
          value={apiKey}
          onChange={setApiKey}
          placeholder={keyIsSet ? t('settings.providers.keyReplace') : t('settings.providers.keyEnter')}
        />
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
        <button type="button" className="button" onClick={testConnection} disabled={test.isPending}>
          {test.isPending ? t('settings.providers.testing') : t('settings.providers.test')}
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
