import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ExpandedProvider } from './expanded-context'
import { FindBar } from './find-bar'
import { TimelineRowView } from './timeline-row-view'
import { activeRun, timelineRows } from './timeline-rows'
import type { TimelineView } from './timeline-types'
import './timeline.css'

/** How close to the bottom (px) still counts as "following" the stream. */
const followThreshold = 80

interface TimelineListProps {
  view: TimelineView
  /** The find bar, while open: `focusRequest` grows with every Ctrl/Cmd+F. */
  find: { focusRequest: number; onClose: () => void } | null
}

/** The session's timeline, virtualized: only the rows in view are mounted, so long sessions stay smooth. */
export function TimelineList({ view, find }: TimelineListProps) {
  const { t } = useTranslation()
  const rows = useMemo(() => timelineRows(view), [view])
  const scroller = useRef<HTMLDivElement>(null)
  const following = useRef(true)
  const [awayFromEnd, setAwayFromEnd] = useState(false)
  const running = activeRun(view) !== null
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
  })

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const onScroll = () => {
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight < followThreshold
      setAwayFromEnd(!following.current)
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [])

  useLayoutEffect(() => {
    if (following.current && rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' })
  }, [rows, virtualizer])

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const observer = new ResizeObserver(() => {
      if (following.current && rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [rows.length, virtualizer])

  const [findRow, setFindRow] = useState<number | null>(null)
  const showFindRow = useCallback(
    (rowIndex: number | null, reveal: boolean) => {
      setFindRow(rowIndex)
      if (rowIndex === null || !reveal) return
      following.current = false
      virtualizer.scrollToIndex(rowIndex, { align: 'center' })
    },
    [virtualizer],
  )

  function jumpToLatest() {
    following.current = true
    setAwayFromEnd(false)
    if (rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' })
  }

  return (
    <ExpandedProvider>
      <div className="timeline-frame">
        {find ? (
          <FindBar
            rows={rows}
            scroller={scroller}
            focusRequest={find.focusRequest}
            onCurrentRow={showFindRow}
            onClose={() => {
              find.onClose()
              scroller.current?.focus()
            }}
          />
        ) : null}
        {running && awayFromEnd ? (
          <button type="button" className="button button-small timeline-jump" onClick={jumpToLatest}>
            ↓ {t('timeline.jumpToLatest')}
          </button>
        ) : null}
        <div
          ref={scroller}
          className="timeline-scroller"
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t('timeline.label')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard to scroll it
          tabIndex={0}
        >
          <div className="timeline-canvas" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]
              if (!row) return null
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  data-find-current={find && item.index === findRow ? 'true' : undefined}
                  className={`timeline-row timeline-row-${row.kind}`}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <TimelineRowView row={row} />
                </div>
              )
            })}
          </div>
        </div>
      </div>
    </ExpandedProvider>
  )
}
