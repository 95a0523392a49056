import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Paper } from '../../../electron/shared/domain/paper'
import { type PaperEdit, paperEditSchema } from '../../../electron/shared/domain/paper-edit'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

const ENTRY_TYPES = [
  'article',
  'inproceedings',
  'incollection',
  'inbook',
  'book',
  'proceedings',
  'phdthesis',
  'mastersthesis',
  'techreport',
  'software',
  'dataset',
  'unpublished',
  'misc',
]

interface Draft {
  entryType: string
  citationKey: string
  title: string
  authors: string
  year: string
  venue: string
  volume: string
  pages: string
}

function draftOf(paper: Paper): Draft {
  return {
    entryType: paper.bibliography.entryType ?? 'misc',
    citationKey: '',
    title: paper.title,
    authors: paper.authors.join('\n'),
    year: paper.year === null ? '' : String(paper.year),
    venue: paper.venue,
    volume: paper.bibliography.volume ?? '',
    pages: paper.bibliography.pages ?? '',
  }
}

/** What the user changed, as the engine's edit (fields left as they were are not sent). */
function editOf(before: Draft, draft: Draft): unknown {
  const changed = (name: keyof Draft) => draft[name] !== before[name]
  return {
    ...(changed('entryType') ? { entryType: draft.entryType } : {}),
    ...(draft.citationKey.trim() ? { citationKey: draft.citationKey } : {}),
    ...(changed('title') ? { title: draft.title } : {}),
    ...(changed('authors')
      ? {
          authors: draft.authors
            .split('\n')
            .map((name) => name.trim())
            .filter(Boolean),
        }
      : {}),
    ...(changed('year') ? { year: draft.year.trim() === '' ? null : Number(draft.year) } : {}),
    ...(changed('venue') ? { venue: draft.venue } : {}),
    ...(changed('volume') ? { volume: draft.volume } : {}),
    ...(changed('pages') ? { pages: draft.pages } : {}),
  }
}

/** "Edit record": the paper's entry type, cite key and main fields, checked before they are saved. */
export function RecordEditor({ paper, onSaved }: { paper: Paper; onSaved: () => void }) {
  const { t } = useTranslation()
  const transport = useTransport()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [before, setBefore] = useState<Draft | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  if (!draft || !before) {
    return (
      <button
        type="button"
        className="button button-quiet button-small"
        aria-label={t('library.recordEdit.open', { title: paper.title })}
        onClick={() => {
          const initial = draftOf(paper)
          setDraft(initial)
          setBefore(initial)
          setError(null)
        }}
      >
        {t('library.recordEdit.button')}
      </button>
    )
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!draft || !before) return
    const checked = paperEditSchema.safeParse(editOf(before, draft))
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('library.recordEdit.invalid'))
      return
    }
    const edit: PaperEdit = checked.data
    setSaving(true)
    setError(null)
    try {
      await transport.invoke('library.updatePaper', { paper: paper.id, edit })
      setDraft(null)
      onSaved()
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setSaving(false)
    }
  }

  const update = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })
  const field = (name: keyof Draft, label: string) => (
    <label className="field">
      <span>{label}</span>
      <input value={draft[name]} onChange={update(name)} />
    </label>
  )

  return (
    <form className="record-editor" aria-label={t('library.recordEdit.form')} onSubmit={(event) => void save(event)}>
      <label className="field">
        <span>{t('library.recordEdit.entryType')}</span>
        <select value={draft.entryType} onChange={(event) => setDraft({ ...draft, entryType: event.target.value })}>
          {[...new Set([draft.entryType, ...ENTRY_TYPES])].map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      {field('citationKey', t('library.recordEdit.citationKey'))}
      {field('title', t('library.recordEdit.title'))}
      <label className="field">
        <span>{t('library.recordEdit.authors')}</span>
        <textarea value={draft.authors} rows={4} onChange={update('authors')} />
      </label>
      {field('year', t('library.recordEdit.year'))}
      {field('venue', t('library.recordEdit.venue'))}
      {field('volume', t('library.recordEdit.volume'))}
      {field('pages', t('library.recordEdit.pages'))}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="record-editor-actions">
        <button type="submit" className="button button-primary button-small" disabled={saving}>
          {t('library.recordEdit.save')}
        </button>
        <button type="button" className="button button-quiet button-small" onClick={() => setDraft(null)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
