import { useEffect, useState } from 'react'
import type { PDFDocumentProxy } from './pdf-document'

/** Page 1's size at scale 1: the placeholder size of pages not rendered yet. */
export function usePageSize(document: PDFDocumentProxy | null): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  useEffect(() => {
    setSize(null)
    if (!document) return
    let cancelled = false
    void document.getPage(1).then((page) => {
      const viewport = page.getViewport({ scale: 1 })
      if (!cancelled) setSize({ width: viewport.width, height: viewport.height })
    })
    return () => {
      cancelled = true
    }
  }, [document])
  return size
}
