import type { RefObject } from 'react'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { useCommandCall } from '../../data/use-command-call'
import { base64ToBytes, collectStyles, standaloneHtml } from './artifact-pdf'
import { downloadBytes } from './export-artifact'

/** Prints the artifact as shown (rendered Markdown and math, the page's styles) through the host, then downloads it. */
export function usePdfExport(artifact: Pick<ArtifactView, 'id' | 'title'>, body: RefObject<HTMLElement | null>) {
  const printing = useCommandCall('artifact.exportPdf')

  const exportPdf = () => {
    if (!body.current) return
    const html = standaloneHtml(artifact.title, body.current.innerHTML, collectStyles(Array.from(document.styleSheets)))
    printing.mutate(
      { html, title: artifact.title },
      {
        onSuccess: ({ pdfBase64 }) => downloadBytes(base64ToBytes(pdfBase64), `${artifact.id}.pdf`, 'application/pdf'),
      },
    )
  }

  return { exporting: printing.isPending, error: printing.error, exportPdf }
}
