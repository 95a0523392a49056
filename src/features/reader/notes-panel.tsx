import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Note } from '../../../electron/shared/domain/paper'
import { MarkdownView } from '../../components/markdown/markdown-view'
import { AnnotationActions } from './annotation-actions'

interface NotesPanelProps {
  notes: Note[]
  currentPage: number
  pageCount: number
  onSave: (page: number | null, content: string) => Promise<boolean>
  /** Saves an edited note; resolves false when it could not be saved (the editor stays open). */
  onUpdate: (note: Note) => Promise<boolean>
  onDelete: (id: string) => void
  onJump: (page: number) => void
}

interface NoteEditorProps {
  note: Note
  onSave: (content: string) => void
  onCancel: () => void
}

function NoteEditor({ note, onSave, onCancel }: NoteEditorProps) {
  const { t } = useTranslation()
  const [content, setContent] = useState(note.content)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (content.trim()) onSave(content.trim())
  }

  return (
    <form
      className="reader-annotation-editor"
      aria-label={t('reader.editNote')}
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <textarea
        className="textarea"
        rows={3}
        aria-label={t('reader.noteText')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="reader-composer-actions">
        <button type="button" className="button button-small" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary button-small" disabled={!content.trim()}>
          {t('common.save')}
        </button>
      </div>
    </form>
  )
}

/** The paper's notes, each on a page or on the paper as a whole, and a form for a new one. */
export function NotesPanel({ notes, currentPage, pageCount, onSave, onUpdate, onDelete, onJump }: NotesPanelProps) {
  const { t } = useTranslation()
  const [content, setContent] = useState('')
  const [onPage, setOnPage] = useState(true)
  const [editing, setEditing] = useState<string | null>(null)

  async function update(note: Note, edited: string) {
    if (await onUpdate({ ...note, content: edited })) setEditing(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!content.trim()) return
    if (await onSave(onPage ? currentPage : null, content.trim())) setContent('')
  }

  return (
    <section className="reader-side-section" aria-labelledby="reader-notes-title">
      <h3 id="reader-notes-title">{t('reader.notes', { count: notes.length })}</h3>
      <form className="reader-note-form" onSubmit={(event) => void submit(event)}>
        <label className="visually-hidden" htmlFor="reader-note-text">
          {t('reader.newNote')}
        </label>
        <textarea
          id="reader-note-text"
          className="textarea"
          rows={3}
          placeholder={t('reader.notePlaceholder')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <label className="reader-note-page">
          <input type="checkbox" checked={onPage} onChange={(event) => setOnPage(event.target.checked)} />
          {t('reader.noteOnPage', { page: currentPage, total: pageCount })}
        </label>
        <button type="submit" className="button button-primary button-small" disabled={!content.trim()}>
          {t('reader.addNote')}
        </button>
      </form>
      {notes.length === 0 ? <p className="muted">{t('reader.noNotes')}</p> : null}
      <ul className="reader-annotation-list" aria-label={t('reader.notesList')}>
        {notes.map((note) => (
          <li key={note.id} className="reader-annotation">
            {editing === note.id ? (
              <NoteEditor
                note={note}
                onSave={(edited) => void update(note, edited)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <div className="reader-note-content">
                  <MarkdownView text={note.content} />
                </div>
                <AnnotationActions
                  page={note.page}
                  onJump={onJump}
                  editLabel={t('reader.editNote')}
                  onEdit={() => setEditing(note.id)}
                  deleteLabel={t('reader.deleteNote')}
                  onDelete={() => onDelete(note.id)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
