import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Draws a PDF's first page on a canvas (pdf.js loads only when a PDF is shown; no eval, nothing fetched). */
export function PdfFirstPage({ bytes, width }: { bytes: Uint8Array<ArrayBuffer>; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let destroy: (() => Promise<void>) | null = null
    let live = true
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist')
        pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.mjs', import.meta.url).href
        const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, enableXfa: false })
        destroy = () => task.destroy()
        const page = await (await task.promise).getPage(1)
        const viewport = page.getViewport({ scale: 1 })
        const scaled = page.getViewport({ scale: width / viewport.width })
        const target = canvas.current
        if (!live || !target) return
        target.width = Math.round(scaled.width)
        target.height = Math.round(scaled.height)
        await page.render({ canvas: target, viewport: scaled }).promise
      } catch {
        if (live) setFailed(true)
      }
    })()
    return () => {
      live = false
      void destroy?.()
    }
  }, [bytes, width])
  if (failed) return <span className="data-file-note">{t('dataViews.pdfUnreadable')}</span>
  return <canvas ref={canvas} className="data-pdf-page" />
}
