import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type EmbeddingSettings, embeddingSettingsSchema } from '../../../electron/shared/domain/settings'
import { problemsByField } from '../../components/describe-validation'
import { ErrorNotice } from '../../components/error-notice'
import { FormError } from '../../components/form-field'
import { FormStatus } from '../../components/form-status'
import { SecretInput } from '../../components/secret-input'
import { TextField } from '../../components/text-field'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useCommand } from '../../data/use-command'
import { EmbeddingStatusLine } from './embedding-status-line'
import { useEmbeddingDownload } from './use-embedding-download'

const KINDS = ['none', 'openai', 'local'] as const

/** Where passage vectors come from: nothing (keyword search), an OpenAI-compatible server, or a local model. */
export function EmbeddingsSection() {
  const { t } = useTranslation()
  const { settings, secretsSet, save } = useSettings()
  const status = useCommand('embeddings.status', {})
  const [draft, setDraft] = useState<EmbeddingSettings | null>(settings?.embeddings ?? null)
  const [apiKey, setApiKey] = useState('')
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({})
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const download = useEmbeddingDownload()

  useEffect(() => {
    setDraft(settings?.embeddings ?? null)
  }, [settings?.embeddings])

  if (!draft) return null
  const update = (patch: Partial<EmbeddingSettings>) => setDraft({ ...draft, ...patch })
  const openai = (patch: Partial<EmbeddingSettings['openai']>) => update({ openai: { ...draft.openai, ...patch } })
  const local = (patch: Partial<EmbeddingSettings['local']>) => update({ local: { ...draft.local, ...patch } })
  const unsaved = JSON.stringify(draft) !== JSON.stringify(settings?.embeddings)

  async function submit() {
    const parsed = embeddingSettingsSchema.safeParse(draft)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      setProblems(problemsByField(parsed.error))
      setMessage({
        error: true,
        text: t('settings.embeddings.invalid', { field: issue?.path.join('.') ?? '', message: issue?.message ?? '' }),
      })
      return
    }
    setProblems({})
    try {
      await save({
        patch: { embeddings: parsed.data },
        secrets: apiKey === '' ? [] : [{ name: 'embeddings-key', value: apiKey }],
      })
      setApiKey('')
      setMessage({ error: false, text: t('settings.embeddings.saved') })
      void status.refetch()
    } catch (caught) {
      setMessage({ error: true, text: describeError(caught) })
    }
  }

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
          <TextField
            label={t('settings.embeddings.baseUrl')}
            value={draft.openai.baseUrl}
            error={problems['openai.baseUrl']}
            wide
            onChange={(baseUrl) => openai({ baseUrl })}
          />
          <TextField
            label={t('settings.embeddings.model')}
            value={draft.openai.model}
            error={problems['openai.model']}
            onChange={(model) => openai({ model })}
          />
          <TextField
            label={t('settings.embeddings.dimensions')}
            value={draft.openai.dimensions ?? ''}
            inputMode="numeric"
            placeholder={t('settings.embeddings.dimensionsPlaceholder')}
            error={problems['openai.dimensions']}
            onChange={(text) => openai({ dimensions: text.trim() === '' ? null : Number(text.trim()) })}
          />
          <SecretInput
            label={t('settings.embeddings.apiKey')}
            isSet={secretsSet.includes('embeddings-key')}
            value={apiKey}
            onChange={setApiKey}
            placeholder={
              secretsSet.includes('embeddings-key')
                ? t('settings.embeddings.keyStored')
                : t('settings.embeddings.keyOptional')
            }
          />
        </div>
      ) : null}
      {draft.kind === 'local' ? (
        <div className="settings-grid">
          <TextField
            label={t('settings.embeddings.localModel')}
            value={draft.local.model}
            error={problems['local.model']}
            onChange={(model) => local({ model })}
          />
          <TextField
            label={t('settings.embeddings.downloadBaseUrl')}
            value={draft.local.downloadBaseUrl}
            error={problems['local.downloadBaseUrl']}
            onChange={(downloadBaseUrl) => local({ downloadBaseUrl })}
          />
          <TextField
            label={t('settings.embeddings.folder')}
            value={draft.local.folder}
            placeholder={t('settings.embeddings.folderPlaceholder')}
            error={problems['local.folder']}
            wide
            onChange={(folder) => local({ folder })}
          />
          {draft.local.folder === '' ? (
            <div className="field field-wide">
              <button type="button" className="button" disabled={download.running || unsaved} onClick={download.start}>
                {t('settings.embeddings.download', { model: draft.local.model })}
              </button>
              {unsaved ? <p className="field-hint">{t('settings.embeddings.saveBeforeDownload')}</p> : null}
              {download.running || download.done ? (
                <progress
                  className="settings-embeddings-progress"
                  max={100}
                  value={Math.round(download.fraction * 100)}
                  aria-label={t('settings.embeddings.downloadProgress', {
                    percent: Math.round(download.fraction * 100),
                    file: download.file ?? '',
                  })}
                />
              ) : null}
              <FormError message={download.error} />
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="settings-actions">
        <button type="button" className="button button-primary" onClick={() => void submit()}>
          {t('common.save')}
        </button>
      </div>
      {status.data ? <EmbeddingStatusLine status={status.data} /> : null}
      <ErrorNotice error={status.error} />
      <FormStatus message={message} />
    </section>
  )
}
