import type { Db } from '../../db/open-database'

const INTERRUPTED_PARSE_ERROR = 'The app stopped while this paper was being parsed. Parse it again.'

/**
 * Downloads and parses cannot survive the process: a paper left `downloading` or `parsing` by a crash or a kill is
 * set back at start, so it can be retried instead of showing progress forever. A download whose PDF was stored
 * counts as downloaded.
 */
export function reconcileInterruptedWork(db: Db): { downloads: number; parses: number } {
  return db.transaction(() => {
    const downloads = db
      .prepare(
        `update papers set download_status = case when exists (
           select 1 from paper_files where paper_files.paper_id = papers.id and paper_files.kind = 'pdf'
         ) then 'downloaded' else 'none' end
         where download_status = 'downloading'`,
      )
      .run().changes
    const parses = db
      .prepare(`update papers set parse_status = 'failed', parse_error = ? where parse_status = 'parsing'`)
      .run(INTERRUPTED_PARSE_ERROR).changes
    return { downloads, parses }
  })()
}
