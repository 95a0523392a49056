import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { describeError } from '../../data/describe-error'
import type { MemoriesState, MemoryView } from './use-memories'

const categories = new Set(['preference', 'project', 'fact', 'convention'])

/** One memory: its text, kind and dates; edit it, turn its recall off, or delete it after a confirmation. */
export function MemoryRow({ memory, memories }: { memory: MemoryView; memories: MemoriesState }) {
  const { t, i18n } = useTranslation()
  const [draft, setDraft] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const enabledId = useId()
  const date = (time: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(time)
  const category = categories.has(memory.category) ? t(`settings.memory.category.${memory.category}`) : memory.category

  async function attempt(action: () => Promise<void>): Promise<boolean> {
    try {
      await action()
      setError(null)
      return true
    } catch (caught) {
      setError(describeError(caught))
      return false
    }
  }

  async function saveDraft(content: string) {
    if (await attempt(() => memories.update(memory.id, { content }))) setDraft(null)
  }

  return (
    <li
      className={memory.enabled ? 'memory-row' : 'memory-row memory-row-off'}
      aria-label={memory.content}
      data-testid="memory-row"
    >
      {draft === null ? (
        <p className="memory-content">{memory.content}</p>
      ) : (
        <textarea
          className="textarea"
          aria-label={t('settings.memory.editLabel')}
          value={draft}
          rows={3}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
      <div className="memory-meta">
        <span className="badge">{category}</span>
        <span className="muted">
          {memory.updatedAt === null
            ? t('settings.memory.saved', { date: date(memory.createdAt) })
            : t('settings.memory.edited', { saved: date(memory.createdAt), edited: date(memory.updatedAt) })}
        </span>
        <label className="memory-enabled" htmlFor={enabledId}>
          <input
            id={enabledId}
            type="checkbox"
            checked={memory.enabled}
            onChange={(event) => void attempt(() => memories.update(memory.id, { enabled: event.target.checked }))}
          />{' '}
          {t('settings.memory.recall')}
        </label>
        <span className="spacer" />
        <span className="memory-actions">
          {draft === null ? (
            <>
              <button type="button" className="button button-small" onClick={() => setDraft(memory.content)}>
                {t('common.edit')}
              </button>
              <button type="button" className="button button-small button-danger" onClick={() => setConfirming(true)}>
                {t('settings.memory.delete')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button-small"
                onClick={() => {
                  setDraft(null)
                  setError(null)
                }}
              >
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button button-small button-primary"
                disabled={draft.trim() === '' || draft.trim() === memory.content}
                onClick={() => void saveDraft(draft)}
              >
                {t('common.save')}
              </button>
            </>
          )}
        </span>
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('settings.memory.deleteTitle')}
          message={t('settings.memory.deleteMessage', { content: memory.content })}
          confirmLabel={t('settings.memory.delete')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            void attempt(() => memories.remove(memory.id))
          }}
        />
      ) : null}
    </li>
  )
}
