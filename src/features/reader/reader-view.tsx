import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Paper } from '../../../electron/shared/domain/paper'
import { useEscapeKey } from '../../components/use-escape-key'
import { describeError } from '../../data/describe-error'
import type { LibraryClient } from '../../data/library-client'
import type { ReaderLocation } from '../../navigation/reader-navigation'
import { ExportNotesButton } from './export-notes-button'
import { HighlightComposer } from './highlight-composer'
import { HighlightsPanel } from './highlights-panel'
import { NotesPanel } from './notes-panel'
import { PdfPage } from './pdf-page'
import { type FindState, ReaderFind } from './reader-find'
import { ReaderToolbar } from './reader-toolbar'
import { readSelection, type SelectedText } from './selection-highlight'
import { useAnnotations } from './use-annotations'
import { usePageSize } from './use-page-size'
import { usePdfDocument } from './use-pdf-document'
import './reader.css'

/** The zoom at which a page fills the pages pane (without its padding), between 50 % and 200 %. */
function fitWidth(pane: HTMLElement, pageWidth: number): number {
  const available = pane.clientWidth - 40
  return Math.min(2, Math.max(0.5, Math.floor((available / pageWidth) * 20) / 20))
}

interface ReaderViewProps {
  client: LibraryClient
  location: ReaderLocation
  onClose: () => void
}

/** A downloaded paper in pdf.js with selectable text, highlights and notes; opens at the requested page. */
export function ReaderView({ client, location, onClose }: ReaderViewProps) {
  const { t } = useTranslation()
  const pdf = usePdfDocument(client, location.paperId)
  const document = pdf.status === 'ready' ? pdf.document : null
  const defaultSize = usePageSize(document)
  const annotations = useAnnotations(client, location.paperId)
  const [paper, setPaper] = useState<Paper | null>(null)
  const [paperError, setPaperError] = useState<string | null>(null)
  const [scale, setScale] = useState<number | null>(null)
  const [currentPage, setCurrentPage] = useState(location.page)
  const [selection, setSelection] = useState<SelectedText | null>(null)
  const [composing, setComposing] = useState<SelectedText | null>(null)
  const [saving, setSaving] = useState(false)
  const [fullWidth, setFullWidth] = useState(false)
  const [finding, setFinding] = useState(false)
  const [find, setFind] = useState<FindState | null>(null)
  const pages = useRef<HTMLDivElement>(null)
  const visibility = useRef(new Map<number, number>())
  /** The page to bring back into view after a zoom changes every page's height. */
  const keepPage = useRef<number | null>(null)

  useEffect(() => {
    client.get(location.paperId).then(setPaper, (failure: unknown) => setPaperError(describeError(failure)))
  }, [client, location.paperId])

  const jump = useCallback((page: number) => {
    const target = pages.current?.querySelector<HTMLElement>(`[data-page="${page}"]`)
    target?.scrollIntoView({ block: 'start' })
    setCurrentPage(page)
  }, [])

  useEffect(() => {
    const pane = pages.current
    if (defaultSize && pane) setScale((current) => current ?? fitWidth(pane, defaultSize.width))
  }, [defaultSize])

  useEffect(() => {
    if (scale === null || keepPage.current === null) return
    jump(keepPage.current)
    keepPage.current = null
  }, [scale, jump])

  const { page: requestedPage, request } = location
  const laidOut = document !== null && defaultSize !== null && scale !== null
  useEffect(() => {
    if (document && laidOut && request > 0) jump(Math.min(requestedPage, document.numPages))
  }, [document, laidOut, requestedPage, request, jump])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'f') return
      event.preventDefault()
      setFinding(true)
      window.document.querySelector<HTMLInputElement>('.reader-find input')?.focus()
    }
    window.document.addEventListener('keydown', onKeyDown)
    return () => window.document.removeEventListener('keydown', onKeyDown)
  }, [])

  const findPage = find?.hit?.page ?? null
  useEffect(() => {
    if (findPage !== null) jump(findPage)
  }, [findPage, jump])
  const closeFind = useCallback(() => setFinding(false), [])

  useEscapeKey(
    fullWidth,
    useCallback(() => setFullWidth(false), []),
  )

  const onVisible = useCallback((page: number, ratio: number) => {
    visibility.current.set(page, ratio)
    let best = page
    let bestRatio = -1
    for (const [candidate, value] of visibility.current) {
      if (value > bestRatio || (value === bestRatio && candidate < best)) {
        best = candidate
        bestRatio = value
      }
    }
    if (bestRatio > 0) setCurrentPage(best)
  }, [])

  const trackSelection = useCallback(() => {
    if (pages.current) setSelection(readSelection(pages.current))
  }, [])

  async function saveHighlight(color: string, comment: string) {
    if (!composing) return
    setSaving(true)
    const saved = await annotations.saveHighlight({ ...composing, color, comment })
    setSaving(false)
    if (saved) {
      setComposing(null)
      setSelection(null)
      window.getSelection()?.removeAllRanges()
    }
  }

  const title = paper?.title ?? t('common.loading')
  const error = paperError ?? (pdf.status === 'error' ? pdf.message : null) ?? annotations.error
  return (
    <div className={fullWidth ? 'reader-view reader-view-full' : 'reader-view'}>
      <ReaderToolbar
        title={title}
        currentPage={currentPage}
        pageCount={document?.numPages ?? 0}
        scale={scale ?? 1}
        canHighlight={selection !== null}
        fullWidth={fullWidth}
        onFullWidth={setFullWidth}
        onBack={onClose}
        onJump={jump}
        onZoom={(next) => {
          keepPage.current = currentPage
          setScale(next)
        }}
        onHighlight={() => setComposing(selection)}
      />
      {finding && document ? <ReaderFind document={document} onFind={setFind} onClose={closeFind} /> : null}
      {error ? (
        <p className="alert alert-error reader-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="reader-body">
        <div
          ref={pages}
          className="reader-pages"
          role="document"
          aria-label={t('reader.pagesLabel', { title })}
          onMouseUp={() => {
            const selected = pages.current ? readSelection(pages.current) : null
            setSelection(selected)
            if (selected) setComposing(selected)
          }}
          onKeyUp={trackSelection}
        >
          {pdf.status === 'loading' ? <p className="muted reader-loading">{t('reader.loading')}</p> : null}
          {document && defaultSize && scale !== null
            ? Array.from({ length: document.numPages }, (_, index) => index + 1).map((pageNumber) => (
                <PdfPage
                  key={pageNumber}
                  document={document}
                  pageNumber={pageNumber}
                  scale={scale}
                  defaultSize={defaultSize}
                  highlights={annotations.highlights.filter((highlight) => highlight.page === pageNumber)}
                  passage={pageNumber === location.page ? location.passage : undefined}
                  findQuery={find?.query}
                  findCurrent={find?.hit?.page === pageNumber ? find.hit.onPage : null}
                  label={t('reader.pageLabel', { page: pageNumber, total: document.numPages })}
                  onVisible={onVisible}
                />
              ))
            : null}
        </div>
        <aside className="reader-side" aria-label={t('reader.annotations')}>
          {location.passage ? (
            <section className="reader-passage" aria-label={t('reader.passage', { page: location.page })}>
              <h3 className="reader-passage-title">{t('reader.passage', { page: location.page })}</h3>
              <p className="reader-passage-text">{location.passage}</p>
            </section>
          ) : null}
          {composing ? (
            <HighlightComposer
              key={`${composing.page}-${composing.quote}`}
              selection={composing}
              saving={saving}
              onSave={(color, comment) => void saveHighlight(color, comment)}
              onCancel={() => setComposing(null)}
            />
          ) : null}
          <HighlightsPanel
            highlights={annotations.highlights}
            onJump={jump}
            onDelete={(id) => void annotations.deleteHighlight(id)}
            onUpdate={annotations.updateHighlight}
          />
          <NotesPanel
            notes={annotations.notes}
            currentPage={currentPage}
            pageCount={document?.numPages ?? 0}
            onSave={annotations.saveNote}
            onUpdate={annotations.updateNote}
            onDelete={(id) => void annotations.deleteNote(id)}
            onJump={jump}
          />
          <ExportNotesButton paperId={location.paperId} />
        </aside>
      </div>
    </div>
  )
}
