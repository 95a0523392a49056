import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CommandError } from '../../../electron/shared/contract/transport'
import type { Paper } from '../../../electron/shared/domain/paper'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { describeError } from '../../data/describe-error'
import type { LibraryClient, PaperChanges } from '../../data/library-client'
import { openReader } from '../../navigation/reader-navigation'
import { AddPdfButton } from './add-pdf-button'
import { PaperCitationActions } from './paper-citation-actions'
import { PaperDetails } from './paper-details'
import { AuthorLine, PaperIdentifierList } from './paper-identifiers'
import { PaperProblems } from './paper-item-errors'
import { PaperLabelsEditor } from './paper-labels-editor'
import { PaperLinks } from './paper-links'
import { ProgressBar } from './progress-bar'
import type { LibraryTask, ProgressState } from './progress-reducer'
import { RecordEditor } from './record-editor'

interface PaperItemProps {
  paper: Paper
  client: LibraryClient
  progress: ProgressState
  collections: string[]
  onStart: (paperId: string, task: LibraryTask) => void
  onChanged: () => void
}

const statusBadge: Record<string, string> = {
  downloaded: 'badge-success',
  ready: 'badge-success',
  failed: 'badge-danger',
  unavailable: 'badge-warning',
  'no-text': 'badge-warning',
  partial: 'badge-warning',
  downloading: 'badge-accent',
  parsing: 'badge-accent',
}

/** One paper of the local library with its files, labels and actions. */
export function PaperItem({ paper, client, progress, collections, onStart, onChanged }: PaperItemProps) {
  const { t } = useTranslation()
  const [running, setRunning] = useState<LibraryTask | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [confirmingRemove, setConfirmingRemove] = useState(false)

  const cancelling = useRef<AbortController | null>(null)

  async function act(task: LibraryTask | null, action: (signal: AbortSignal) => Promise<unknown>) {
    const controller = new AbortController()
    cancelling.current = controller
    setError(null)
    setRunning(task)
    if (task) onStart(paper.id, task)
    try {
      await action(controller.signal)
    } catch (failure) {
      const cancelled = failure instanceof CommandError && failure.code === 'cancelled'
      if (!cancelled) setError(describeError(failure))
    } finally {
      cancelling.current = null
      setRunning(null)
      onChanged()
    }
  }

  const cancelAction = (labelKey: 'library.cancelDownload' | 'library.cancelParse') => ({
    label: t(labelKey, { title: paper.title }),
    text: t('common.cancel'),
    onCancel: () => cancelling.current?.abort(),
  })
  const change = (changes: PaperChanges) => void act(null, () => client.update(paper.id, changes))
  const downloadProgress = progress[paper.id]?.download
  const parseProgress = progress[paper.id]?.parse
  const downloaded = paper.downloadStatus === 'downloaded'
  return (
    <li className="library-card library-paper" aria-label={paper.title}>
      <div className="library-card-main">
        <h4 className="library-card-title">{paper.title || t('library.untitled')}</h4>
        <div className="library-card-meta">
          <AuthorLine authors={paper.authors} etAl={t('library.etAl')} />
          {paper.year ? <span>{paper.year}</span> : null}
          {paper.venue ? <span className="library-venue">{paper.venue}</span> : null}
          {paper.citationCount !== null ? <span>{t('library.citations', { count: paper.citationCount })}</span> : null}
        </div>
        <div className="library-card-meta">
          <PaperIdentifierList paper={paper} />
          <PaperLinks paper={paper} />
          <span className={`badge ${statusBadge[paper.downloadStatus] ?? ''}`}>
            {t(`library.download.${paper.downloadStatus}`)}
          </span>
          <span className={`badge ${statusBadge[paper.parseStatus] ?? ''}`}>
            {t(`library.parse.${paper.parseStatus}`)}
          </span>
          {paper.searchIndex ? (
            <span
              className="badge"
              title={
                paper.searchIndex.model
                  ? t('library.indexedWithModel', {
                      date: new Date(paper.searchIndex.indexedAt).toLocaleString(),
                      model: paper.searchIndex.model,
                    })
                  : t('library.indexedForKeywords', { date: new Date(paper.searchIndex.indexedAt).toLocaleString() })
              }
            >
              {t('library.indexed', { count: paper.searchIndex.passages })}
            </span>
          ) : null}
        </div>
        <PaperLabelsEditor paper={paper} collections={collections} onChange={change} />
        <RecordEditor paper={paper} onSaved={onChanged} />
        <PaperDetails
          title={paper.title}
          abstract={paper.abstract}
          reference={paper.bibcode || paper.arxivId || paper.doi ? paper.id : null}
        />
        {running === 'download' || (downloadProgress && !downloadProgress.finished) ? (
          <ProgressBar
            label={t('library.downloadingTitle', { title: paper.title })}
            progress={downloadProgress ?? { fraction: 0, message: '', finished: false, seq: 0 }}
            cancel={running === 'download' ? cancelAction('library.cancelDownload') : undefined}
          />
        ) : null}
        {running === 'parse' || (parseProgress && !parseProgress.finished) ? (
          <ProgressBar
            label={t('library.parsingTitle', { title: paper.title })}
            progress={parseProgress ?? { fraction: 0, message: '', finished: false, seq: 0 }}
            cancel={running === 'parse' ? cancelAction('library.cancelParse') : undefined}
          />
        ) : null}
        <PaperProblems paper={paper} error={error} />
      </div>
      <div className="library-card-actions">
        <button
          type="button"
          className="button button-small"
          disabled={running !== null || downloaded}
          onClick={() => void act('download', (signal) => client.download(paper.id, signal))}
        >
          {downloaded ? t('library.downloaded') : t('library.downloadAction')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={running !== null || !downloaded}
          onClick={() => void act('parse', (signal) => client.parse(paper.id, signal))}
        >
          {paper.parseStatus === 'ready' ? t('library.parseAgain') : t('library.parseAction')}
        </button>
        <AddPdfButton
          paperId={paper.id}
          label={t('library.pdf.attach')}
          ariaLabel={t('library.pdf.attachTo', { title: paper.title })}
          className="button button-small"
          onError={setError}
          onAdded={onChanged}
        />
        <button
          type="button"
          className="button button-primary button-small"
          disabled={!downloaded}
          onClick={() => openReader(paper.id, 1)}
        >
          {t('library.read')}
        </button>
        <PaperCitationActions client={client} paperId={paper.id} title={paper.title} />
        <button
          type="button"
          className="button button-quiet button-small button-danger"
          disabled={running !== null}
          onClick={() => setConfirmingRemove(true)}
        >
          {t('library.remove')}
        </button>
      </div>
      {confirmingRemove ? (
        <ConfirmDialog
          title={t('library.removeTitle')}
          message={t('library.removeConfirm', { title: paper.title })}
          confirmLabel={t('library.remove')}
          onCancel={() => setConfirmingRemove(false)}
          onConfirm={() => {
            setConfirmingRemove(false)
            void act(null, () => client.remove(paper.id))
          }}
        />
      ) : null}
    </li>
  )
}
