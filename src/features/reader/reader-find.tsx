import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../data/describe-error'
import { type FindHit, findHits } from './find-hits'
import type { PDFDocumentProxy } from './pdf-document'

export interface FindState {
  query: string
  hit: FindHit | null
}

/**
 * The reader's find box (Ctrl+F while the reader is open): Enter or ↓ goes to the next hit, Shift+Enter or ↑ to the
 * previous, Escape closes it; each hit is shown on its page image.
 */
export function ReaderFind({
  document,
  onFind,
  onClose,
}: {
  document: PDFDocumentProxy
  onFind: (state: FindState | null) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [hits, setHits] = useState<FindHit[] | null>(null)
  const [current, setCurrent] = useState(0)
  const [searching, setSearching] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    input.current?.focus()
  }, [])

  useEffect(() => {
    const text = query.trim()
    if (!text) {
      setHits(null)
      onFind(null)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setSearching(true)
      findHits(document, text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return
          setSearching(false)
          setHits(found)
          setCurrent(0)
          setError(null)
          onFind({ query: text, hit: found[0] ?? null })
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return
          setSearching(false)
          setError(describeError(failure))
        },
      )
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [document, query, onFind])

  const step = (direction: 1 | -1) => {
    if (!hits || hits.length === 0) return
    const next = (current + direction + hits.length) % hits.length
    setCurrent(next)
    onFind({ query: query.trim(), hit: hits[next] ?? null })
  }
  const count =
    hits === null
      ? searching
        ? t('reader.find.searching')
        : ''
      : hits.length === 0
        ? t('reader.find.none')
        : t('reader.find.count', { current: current + 1, total: hits.length, page: hits[current]?.page ?? 1 })
  return (
    <search className="reader-find">
      <input
        ref={input}
        className="input"
        type="search"
        aria-label={t('reader.find.label')}
        placeholder={t('reader.find.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            step(event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey) ? -1 : 1)
          } else if (event.key === 'Escape') {
            event.preventDefault()
            event.stopPropagation()
            onFind(null)
            onClose()
          }
        }}
      />
      <span className="muted reader-find-count" role="status">
        {count}
      </span>
      <button
        type="button"
        className="button button-small"
        aria-label={t('reader.find.previous')}
        onClick={() => step(-1)}
      >
        ↑
      </button>
      <button type="button" className="button button-small" aria-label={t('reader.find.next')} onClick={() => step(1)}>
        ↓
      </button>
      <button
        type="button"
        className="button button-small button-quiet"
        aria-label={t('reader.find.close')}
        onClick={() => {
          onFind(null)
          onClose()
        }}
      >
        ✕
      </button>
      {error ? <span className="alert alert-error">{error}</span> : null}
    </search>
  )
}
