import { GLOBAL_SESSION_ID } from '../../../shared/contract/events'
import type { Paper } from '../../../shared/domain/paper'
import { PaperUnavailableError } from './download/download-errors'
import type { LibraryContext, ProgressListener } from './library-context'

/**
 * Downloads a paper's PDF (arXiv → ADS link gateway → open-access links), records the file and its checksum, and
 * reports progress as `library-progress` events. Cancelling keeps the partial file for a later resume.
 */
export async function downloadPaper(
  context: LibraryContext,
  paperId: string,
  options: { signal?: AbortSignal; onProgress?: ProgressListener; force?: boolean } = {},
): Promise<Paper> {
  const paper = context.papers.require(paperId)
  if (paper.pdfPath && paper.downloadStatus === 'downloaded' && !options.force) return paper
  const report = (fraction: number, message: string) => {
    context.emit({
      type: 'library-progress',
      sessionId: GLOBAL_SESSION_ID,
      runId: '',
      paperId,
      task: 'download',
      fraction,
      message,
    })
    options.onProgress?.({ fraction, message })
  }
  context.papers.setStatus(paperId, { downloadStatus: 'downloading' })
  report(0, 'Looking for an open PDF')
  try {
    const file = await context.downloader.download(
      paper,
      (progress) => {
        const fraction = progress.total ? Math.min(progress.received / progress.total, 1) : 0
        report(fraction, `Downloading from ${new URL(progress.url).host}: ${Math.round(progress.received / 1024)} KiB`)
      },
      options.signal,
    )
    context.content.setFile({ paperId, kind: 'pdf', path: file.path, sha256: file.sha256, size: file.size })
    const updated = context.papers.setStatus(paperId, { downloadStatus: 'downloaded' })
    report(1, `Downloaded ${Math.round(file.size / 1024)} KiB`)
    return updated
  } catch (error) {
    const unavailable = error instanceof PaperUnavailableError
    context.papers.setStatus(paperId, {
      downloadStatus: unavailable ? 'unavailable' : options.signal?.aborted ? 'none' : 'failed',
    })
    report(1, error instanceof Error ? error.message : String(error))
    throw error
  }
}
