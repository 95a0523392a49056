import { type RefObject, useState } from 'react'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'
import { base64ToBytes, collectStyles, standaloneHtml } from './artifact-pdf'
import { downloadBytes } from './export-artifact'

/** Prints the artifact as shown (rendered Markdown and math, the page's styles) through the host, then downloads it. */
export function usePdfExport(artifact: Pick<ArtifactView, 'id' | 'title'>, body: RefObject<HTMLElement | null>) {
  const transport = useTransport()
  const [exporting, setExporting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const exportPdf = async () => {
    if (!body.current) return
    setError(null)
    setExporting(true)
    try {
      const html = standaloneHtml(
        artifact.title,
        body.current.innerHTML,
        collectStyles(Array.from(document.styleSheets)),
      )
      const { pdfBase64 } = await transport.invoke('artifact.exportPdf', { html, title: artifact.title })
      downloadBytes(base64ToBytes(pdfBase64), `${artifact.id}.pdf`, 'application/pdf')
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setExporting(false)
    }
  }

  return { exporting, error, exportPdf }
}
