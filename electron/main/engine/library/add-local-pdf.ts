import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, rm, stat } from 'node:fs/promises'
import { extname, isAbsolute, join } from 'node:path'
import type { Paper } from '../../../shared/domain/paper'
import { importInboxFile } from './inbox/inbox-import'
import type { LibraryService } from './library-service'

export class LocalPdfError extends Error {
  constructor(
    readonly code: 'not-a-pdf-path' | 'file-not-found',
    message: string,
  ) {
    super(message)
    this.name = 'LocalPdfError'
  }
}

/**
 * Adds a PDF from anywhere on disk to the library: a copy is identified and imported like an inbox file (the user's file
 * stays where it is), then parsed. A file already in the library is found again, not imported twice.
 */
export async function addLocalPdf(
  library: LibraryService,
  path: string,
  signal?: AbortSignal,
): Promise<{ paper: Paper; duplicate: boolean }> {
  if (!isAbsolute(path) || extname(path).toLowerCase() !== '.pdf') {
    throw new LocalPdfError('not-a-pdf-path', `"${path}" is not an absolute path to a .pdf file.`)
  }
  const found = await stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  )
  if (!found) throw new LocalPdfError('file-not-found', `There is no file at ${path}. Check the path and try again.`)
  await mkdir(library.context.papersDir, { recursive: true })
  const copy = join(library.context.papersDir, `.adding-${randomUUID()}.pdf`)
  await copyFile(path, copy)
  let outcome: Awaited<ReturnType<typeof importInboxFile>>
  try {
    outcome = await importInboxFile(library.context, copy, signal)
  } finally {
    await rm(copy, { force: true })
  }
  const paper = outcome.kind === 'imported' ? outcome.paper : library.get(outcome.paperId)
  const parsed = paper.parseStatus === 'ready' ? paper : await library.parse(paper.id, { signal })
  return { paper: parsed, duplicate: outcome.kind === 'duplicate' }
}
