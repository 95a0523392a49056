import { mkdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Paper } from '../../../../shared/domain/paper'
import { moveFile } from '../../fs/atomic-write'
import { sha256File } from '../download/resumable-download'
import type { LibraryContext } from '../library-context'

/**
 * Makes the PDF at `path` the paper's copy (for instance one the user fetched from the publisher): it replaces any
 * earlier file, and the paper's text is marked for parsing again.
 */
export async function attachPdf(context: LibraryContext, paperId: string, path: string): Promise<Paper> {
  context.papers.require(paperId)
  const sha256 = await sha256File(path)
  const holder = context.content.paperWithFile(sha256)
  if (holder && holder !== paperId) {
    await rm(path, { force: true })
    throw new Error('This PDF is already the copy of another paper in the library; remove it there first.')
  }
  await mkdir(context.papersDir, { recursive: true })
  const target = join(context.papersDir, `${paperId}.pdf`)
  await moveFile(path, target)
  const { size } = await stat(target)
  context.content.setFile({ paperId, kind: 'pdf', path: target, sha256, size })
  return context.papers.setStatus(paperId, { downloadStatus: 'downloaded', parseStatus: 'none', parseError: null })
}
