import { type KeyboardEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOpenRegion } from './expanded-context'
import { clearHighlights, currentRange, paintHighlights, scrollRangeIntoView } from './find-highlights'
import { type FindMatch, findMatches } from './find-matches'
import type { TimelineRow } from './timeline-rows'

/** Frames to wait for a row scrolled to by index to render and settle its measured height. */
const settleFrames = 30

interface FindBarProps {
  rows: readonly TimelineRow[]
  scroller: RefObject<HTMLDivElement | null>
  /** Grows with every Ctrl/Cmd+F, so the field takes the focus again while the bar is open. */
  focusRequest: number
  /** Brings a row into the virtualized list and marks it as holding the current match (null: none). */
  onCurrentRow: (rowIndex: number | null, reveal: boolean) => void
  onClose: () => void
}

/** Ctrl/Cmd+F: find in the whole session (the model, not only the rows rendered), step through matches, highlight. */
export function FindBar({ rows, scroller, focusRequest, onCurrentRow, onClose }: FindBarProps) {
  const { t } = useTranslation()
  const openRegion = useOpenRegion()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [index, setIndex] = useState(0)
  const matches = useMemo(() => findMatches(rows, query), [rows, query])
  const current: FindMatch | null = matches[Math.min(index, matches.length - 1)] ?? null
  const frame = useRef(0)

  useEffect(() => {
    void focusRequest
    input.current?.focus()
    input.current?.select()
  }, [focusRequest])

  const reveal = useCallback(
    (match: FindMatch | null, text: string) => {
      cancelAnimationFrame(frame.current)
      onCurrentRow(match?.rowIndex ?? null, match !== null)
      if (!match) return
      if (match.expandKey) openRegion(match.expandKey)
      let frames = 0
      const settle = () => {
        const element = scroller.current
        const range = element ? currentRange(element, match.rowIndex, match.occurrence, text) : null
        if (element && range && scrollRangeIntoView(element, range)) return
        frames += 1
        if (frames < settleFrames) frame.current = requestAnimationFrame(settle)
      }
      frame.current = requestAnimationFrame(settle)
    },
    [onCurrentRow, openRegion, scroller],
  )

  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  const rowIndex = current?.rowIndex ?? null
  const occurrence = current?.occurrence ?? 0
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    let paintFrame = 0
    const paint = () => {
      paintFrame = 0
      paintHighlights(element, query, rowIndex === null ? null : currentRange(element, rowIndex, occurrence, query))
    }
    const schedule = () => {
      paintFrame ||= requestAnimationFrame(paint)
    }
    const observer = new MutationObserver(schedule)
    observer.observe(element, { childList: true, subtree: true, characterData: true })
    schedule()
    return () => {
      observer.disconnect()
      cancelAnimationFrame(paintFrame)
      clearHighlights()
    }
  }, [scroller, query, rowIndex, occurrence])

  function step(direction: 1 | -1) {
    if (matches.length === 0) return
    const next = (Math.min(index, matches.length - 1) + direction + matches.length) % matches.length
    setIndex(next)
    reveal(matches[next] ?? null, query)
  }

  function close() {
    onCurrentRow(null, false)
    onClose()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault()
      step(event.shiftKey ? -1 : 1)
    }
  }

  const status =
    query.trim() === ''
      ? ''
      : matches.length === 0
        ? t('find.none')
        : t('find.count', { current: Math.min(index, matches.length - 1) + 1, total: matches.length })
  return (
    <search className="find-bar" aria-label={t('find.label')}>
      <input
        ref={input}
        type="search"
        className="input find-bar-input"
        aria-label={t('find.label')}
        placeholder={t('find.placeholder')}
        value={query}
        onChange={(event) => {
          const text = event.target.value
          setQuery(text)
          setIndex(0)
          reveal(findMatches(rows, text)[0] ?? null, text)
        }}
        onKeyDown={onKeyDown}
      />
      <span className="find-bar-count" role="status" data-testid="find-count">
        {status}
      </span>
      <button
        type="button"
        className="button button-quiet button-small"
        aria-label={t('find.previous')}
        disabled={matches.length === 0}
        onClick={() => step(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button-quiet button-small"
        aria-label={t('find.next')}
        disabled={matches.length === 0}
        onClick={() => step(1)}
      >
        ↓
      </button>
      <button type="button" className="button button-quiet button-small" aria-label={t('find.close')} onClick={close}>
        ✕
      </button>
    </search>
  )
}
