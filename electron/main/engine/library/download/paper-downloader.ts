import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Paper } from '../../../../shared/domain/paper'
import { commitFile } from '../../fs/atomic-write'
import { doiUrl } from '../identifiers/doi'
import { type DownloadSources, downloadCandidates } from './download-candidates'
import { type DownloadAttempt, PaperUnavailableError } from './download-errors'
import { type DownloadProgress, downloadToPart } from './resumable-download'

interface DownloadedPdf {
  path: string
  sha256: string
  size: number
  url: string
}

interface PaperDownloaderOptions extends DownloadSources {
  papersDir: string
  fetch?: typeof fetch
  maxResumes?: number
}

/** Fetches a paper's PDF from the first source that has an open copy, into `<papersDir>/<paper id>.pdf`. */
export class PaperDownloader {
  constructor(private readonly options: PaperDownloaderOptions) {}

  async download(
    paper: Paper,
    onProgress: (progress: DownloadProgress & { url: string }) => void,
    signal?: AbortSignal,
  ): Promise<DownloadedPdf> {
    await mkdir(this.options.papersDir, { recursive: true })
    const finalPath = join(this.options.papersDir, `${paper.id}.pdf`)
    const partPath = `${finalPath}.part`
    const attempts: DownloadAttempt[] = []
    for (const url of downloadCandidates(paper, this.options)) {
      signal?.throwIfAborted()
      let outcome: Awaited<ReturnType<typeof downloadToPart>>
      try {
        outcome = await downloadToPart({
          url,
          partPath,
          fetch: this.options.fetch ?? fetch,
          signal,
          maxResumes: this.options.maxResumes,
          onProgress: (progress) => onProgress({ ...progress, url }),
        })
      } catch (error) {
        if (signal?.aborted) throw error
        attempts.push({ url, outcome: error instanceof Error ? error.message : String(error) })
        continue
      }
      if (outcome.kind === 'complete') {
        await commitFile(partPath, finalPath)
        return { path: finalPath, sha256: outcome.sha256, size: outcome.size, url }
      }
      attempts.push({ url, outcome: outcome.kind === 'http-error' ? `HTTP ${outcome.status}` : outcome.reason })
    }
    throw new PaperUnavailableError(attempts, paper.publisherUrl ?? (paper.doi ? doiUrl(paper.doi) : null))
  }
}
