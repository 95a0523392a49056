import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EmbeddingStatus } from '../../../electron/shared/contract/commands/embeddings'
import { type EmbeddingSettings, embeddingSettingsSchema } from '../../../electron/shared/domain/settings'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useTransport } from '../../data/transport-context'
import { useEmbeddingDownload } from './use-embedding-download'

const KINDS = ['none', 'openai', 'local'] as const

/** Where passage vectors come from: nothing (keyword search), an OpenAI-compatible server, or a local model. */
export function EmbeddingsSection() {
  const { t } = useTranslation()
  const transport = useTransport()
  const { settings, secretsSet, save } = useSettings()
  const [draft, setDraft] = useState<EmbeddingSettings | null>(settings?.embeddings ?? null)
  const [apiKey, setApiKey] = useState('')
  const [status, setStatus] = useState<EmbeddingStatus | null>(null)
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const ids = {
    baseUrl: useId(),
    model: useId(),
    dimensions: useId(),
    key: useId(),
    local: useId(),
    hub: useId(),
    folder: useId(),
  }

  const refreshStatus = useCallback(() => {
    transport
      .invoke('embeddings.status', {})
      .then(setStatus, (caught: unknown) => setMessage({ error: true, text: describeError(caught) }))
  }, [transport])
  const download = useEmbeddingDownload(refreshStatus)

  useEffect(() => {
    setDraft(settings?.embeddings ?? null)
  }, [settings?.embeddings])
  useEffect(refreshStatus, [refreshStatus])

  if (!draft) return null
  const update = (patch: Partial<EmbeddingSettings>) => setDraft({ ...draft, ...patch })

  async function submit() {
    const parsed = embeddingSettingsSchema.safeParse(draft)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      setMessage({
        error: true,
        text: t('settings.embeddings.invalid', { field: issue?.path.join('.') ?? '', message: issue?.message ?? '' }),
      })
      return
    }
    try {
      await save({
        patch: { embeddings: parsed.data },
        secrets: apiKey === '' ? [] : [{ name: 'embeddings-key', value: apiKey }],
      })
      setApiKey('')
      setMessage({ error: false, text: t('settings.embeddings.saved') })
      refreshStatus()
    } catch (caught) {
      setMessage({ error: true, text: describeError(caught) })
    }
  }

  const problem = status?.problem
  return (
    <section className="settings-section" aria-labelledby="settings-embeddings">
      <h2 id="settings-embeddings" className="settings-section-title">
        {t('settings.embeddings.title')}
      </h2>
      <fieldset className="settings-embeddings-kinds">
        <legend className="field-label">{t('settings.embeddings.kind')}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="settings-embeddings-kind">
            <input
              type="radio"
              name="embeddings-kind"
              checked={draft.kind === kind}
              onChange={() => update({ kind })}
            />
            {t(`settings.embeddings.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {draft.kind === 'none' ? <p className="field-hint">{t('settings.embeddings.noneExplained')}</p> : null}
      {draft.kind === 'openai' ? (
        <div className="settings-grid">
          <div className="field field-wide">
            <label className="field-label" htmlFor={ids.baseUrl}>
              {t('settings.embeddings.baseUrl')}
            </label>
            <input
              id={ids.baseUrl}
              className="input"
              value={draft.openai.baseUrl}
              onChange={(event) => update({ openai: { ...draft.openai, baseUrl: event.target.value } })}
            />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.model}>
              {t('settings.embeddings.model')}
            </label>
            <input
              id={ids.model}
              className="input"
              value={draft.openai.model}
              onChange={(event) => update({ openai: { ...draft.openai, model: event.target.value } })}
            />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.dimensions}>
              {t('settings.embeddings.dimensions')}
            </label>
            <input
              id={ids.dimensions}
              className="input"
              inputMode="numeric"
              value={draft.openai.dimensions ?? ''}
              placeholder={t('settings.embeddings.dimensionsPlaceholder')}
              onChange={(event) => {
                const value = event.target.value.trim()
                update({ openai: { ...draft.openai, dimensions: value === '' ? null : Number(value) } })
              }}
            />
          </div>
          <div className="field field-wide">
            <label className="field-label" htmlFor={ids.key}>
              {t('settings.embeddings.apiKey')}
            </label>
            <input
              id={ids.key}
              className="input"
              type="password"
              autoComplete="off"
              value={apiKey}
              placeholder={
                secretsSet.includes('embeddings-key')
                  ? t('settings.embeddings.keyStored')
                  : t('settings.embeddings.keyOptional')
              }
              onChange={(event) => setApiKey(event.target.value)}
            />
          </div>
        </div>
      ) : null}
      {draft.kind === 'local' ? (
        <div className="settings-grid">
          <div className="field">
            <label className="field-label" htmlFor={ids.local}>
              {t('settings.embeddings.localModel')}
            </label>
            <input
              id={ids.local}
              className="input"
              value={draft.local.model}
              onChange={(event) => update({ local: { ...draft.local, model: event.target.value } })}
            />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.hub}>
              {t('settings.embeddings.downloadBaseUrl')}
            </label>
            <input
              id={ids.hub}
              className="input"
              value={draft.local.downloadBaseUrl}
              onChange={(event) => update({ local: { ...draft.local, downloadBaseUrl: event.target.value } })}
            />
          </div>
          <div className="field field-wide">
            <label className="field-label" htmlFor={ids.folder}>
              {t('settings.embeddings.folder')}
            </label>
            <input
              id={ids.folder}
              className="input"
              value={draft.local.folder}
              placeholder={t('settings.embeddings.folderPlaceholder')}
              onChange={(event) => update({ local: { ...draft.local, folder: event.target.value } })}
            />
          </div>
          {draft.local.folder === '' ? (
            <div className="field field-wide">
              <button
                type="button"
                className="button"
                disabled={download.state.running || JSON.stringify(draft) !== JSON.stringify(settings?.embeddings)}
                onClick={() => void download.start()}
              >
                {t('settings.embeddings.download', { model: draft.local.model })}
              </button>
              {JSON.stringify(draft) !== JSON.stringify(settings?.embeddings) ? (
                <p className="field-hint">{t('settings.embeddings.saveBeforeDownload')}</p>
              ) : null}
              {download.state.running || download.state.done ? (
                <progress
                  className="settings-embeddings-progress"
                  max={100}
                  value={Math.round(download.state.fraction * 100)}
                  aria-label={t('settings.embeddings.downloadProgress', {
                    percent: Math.round(download.state.fraction * 100),
                    file: download.state.file ?? '',
                  })}
                />
              ) : null}
              {download.state.error ? (
                <p className="alert alert-error" role="alert">
                  {download.state.error}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="settings-actions">
        <button type="button" className="button button-primary" onClick={() => void submit()}>
          {t('common.save')}
        </button>
      </div>
      {status ? (
        <p className={problem ? 'alert alert-error' : 'muted'} role="status">
          {problem
            ? t(`settings.embeddings.problems.${problem.code}`, { defaultValue: problem.message })
            : status.model
              ? t('settings.embeddings.ready', { model: status.model, dimensions: status.dimensions ?? 0 })
              : t('settings.embeddings.keywordOnly')}
        </p>
      ) : null}
      {message ? (
        <p className={message.error ? 'alert alert-error' : 'muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </section>
  )
}
