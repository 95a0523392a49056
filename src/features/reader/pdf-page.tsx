import { TextLayer } from 'pdfjs-dist'
import { useEffect, useRef, useState } from 'react'
import type { Highlight } from '../../../electron/shared/domain/paper'
import { markFindHits } from './find-mark'
import { rectStyle } from './highlight-rects'
import { markPassage } from './passage-mark'
import type { PDFDocumentProxy } from './pdf-document'

interface PdfPageProps {
  document: PDFDocumentProxy
  pageNumber: number
  scale: number
  /** Size of page 1 at scale 1, used until this page is measured so the scroll height is right from the start. */
  defaultSize: { width: number; height: number }
  highlights: Highlight[]
  /** Text to mark in this page's text layer. */
  passage?: string
  /** The reader's find box: pieces holding the query are marked, the current hit (its index on this page) set apart. */
  findQuery?: string
  findCurrent?: number | null
  label: string
  onVisible: (pageNumber: number, ratio: number) => void
}

/** One page: a canvas, pdf.js's text layer for selecting text, and the saved highlights drawn on top. */
export function PdfPage({
  document,
  pageNumber,
  scale,
  defaultSize,
  highlights,
  passage,
  findQuery = '',
  findCurrent = null,
  label,
  onVisible,
}: PdfPageProps) {
  const container = useRef<HTMLElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const textLayer = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState(defaultSize)
  const [near, setNear] = useState(false)
  /** Grows each time the text layer is drawn, so the find marks are put on the new one. */
  const [drawn, setDrawn] = useState(0)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setNear(true)
          onVisible(pageNumber, entry.intersectionRatio)
        }
      },
      { rootMargin: '600px 0px', threshold: [0, 0.25, 0.5, 0.75, 1] },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [pageNumber, onVisible])

  useEffect(() => {
    if (!near) return
    let cancelled = false
    let cancelRender: (() => void) | null = null
    let layer: TextLayer | null = null
    void (async () => {
      const page = await document.getPage(pageNumber)
      if (cancelled) return
      const viewport = page.getViewport({ scale })
      const unscaled = page.getViewport({ scale: 1 })
      setSize({ width: unscaled.width, height: unscaled.height })
      const target = canvas.current
      const text = textLayer.current
      if (!target || !text) return
      const ratio = window.devicePixelRatio || 1
      target.width = Math.floor(viewport.width * ratio)
      target.height = Math.floor(viewport.height * ratio)
      const render = page.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      })
      cancelRender = () => render.cancel()
      text.replaceChildren()
      layer = new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport })
      await Promise.all([render.promise, layer.render()]).catch((error: unknown) => {
        if (!cancelled) throw error
      })
      if (!cancelled && passage) markPassage(text, passage)
      if (!cancelled) setDrawn((value) => value + 1)
    })()
    return () => {
      cancelled = true
      cancelRender?.()
      layer?.cancel()
    }
  }, [document, pageNumber, scale, near, passage])

  useEffect(() => {
    const text = textLayer.current
    if (text && drawn > 0) markFindHits(text, findQuery, findCurrent)
  }, [findQuery, findCurrent, drawn])

  const width = size.width * scale
  const height = size.height * scale
  return (
    <section
      ref={container}
      className="reader-page"
      data-page={pageNumber}
      aria-label={label}
      style={{ width, height, ['--total-scale-factor' as string]: String(scale) }}
    >
      <canvas ref={canvas} className="reader-canvas" style={{ width, height }} />
      <div className="reader-highlights" aria-hidden="true">
        {highlights.flatMap((highlight) =>
          highlight.rects.map((rect, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a highlight's rectangles never reorder
              key={`${highlight.id}-${index}`}
              className={`reader-highlight reader-highlight-${highlight.color}`}
              data-highlight-id={highlight.id}
              title={highlight.comment || highlight.quote}
              style={rectStyle(rect)}
            />
          )),
        )}
      </div>
      <div ref={textLayer} className="textLayer" />
    </section>
  )
}
