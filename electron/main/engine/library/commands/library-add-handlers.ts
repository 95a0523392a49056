import { basename, join } from 'node:path'
import { detailedError } from '../../../../shared/contract/error-details'
import type { Handlers } from '../../../../shared/contract/handlers'
import { CommandError } from '../../../../shared/contract/transport'
import type { AddQueue } from '../add/add-queue'
import type { LibraryService } from '../library-service'
import { storePickedFile, storeUpload, UploadRefusedError } from '../local-pdf/store-upload'
import { asCommandError } from './library-command-error'

type LibraryAddCommand =
  | 'library.add'
  | 'library.addPdf'
  | 'paper.attachPdf'
  | 'library.inbox'
  | 'library.pdfDialog'
  | 'library.addPdfsWithDialog'
  | 'library.addQueue'
  | 'library.addRetry'
  | 'library.addCancel'
  | 'library.addClear'

async function run<T>(operation: () => T | Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    if (error instanceof UploadRefusedError) {
      throw new CommandError(`upload-${error.code}`, error.message, 'Choose a PDF file (at most 100 MB).')
    }
    throw asCommandError(error)
  }
}

function upload(library: LibraryService, fileName: string, base64: string): Promise<string> {
  return storeUpload(library.context.libraryDir, fileName, Buffer.from(base64, 'base64'))
}

/**
 * Adding papers queues and returns at once; the jobs report through `library-add-updated` events. PDFs come from the
 * window (uploaded) or, where the host has one, from the system's file dialog (`pickPdfFiles`).
 */
export function createLibraryAddHandlers(
  library: () => LibraryService,
  queue: AddQueue,
  pickPdfFiles?: (options: { multiple: boolean }) => Promise<string[]>,
): Pick<Handlers, LibraryAddCommand> {
  return {
    'library.add': ({ identifiers, records }) =>
      run(() => ({
        jobs: queue.add([
          ...identifiers.map((input) => ({ kind: 'identifier' as const, input })),
          ...records.map((record) => ({ kind: 'record' as const, record })),
        ]),
      })),
    'library.addPdf': ({ fileName, base64 }) =>
      run(async () => {
        const path = await upload(library(), fileName, base64)
        const [job] = queue.add([{ kind: 'file', path, fileName }])
        if (!job) throw new Error('The PDF could not be queued.')
        return { job }
      }),
    'paper.attachPdf': ({ paper, fileName, base64 }) =>
      run(async () => {
        const paperId = library().get(paper).id
        const path = await upload(library(), fileName, base64)
        const [job] = queue.add([{ kind: 'attach', paperId, path, fileName }])
        if (!job) throw new Error('The PDF could not be queued.')
        return { job }
      }),
    'library.pdfDialog': async () => ({ available: pickPdfFiles !== undefined }),
    'library.addPdfsWithDialog': ({ paper }) =>
      run(async () => {
        if (!pickPdfFiles) {
          throw detailedError('file-dialog-missing', {})
        }
        const paperId = paper === undefined ? undefined : library().get(paper).id
        const picked = await pickPdfFiles({ multiple: paperId === undefined })
        const stored = await Promise.all(
          picked.map(async (path) => ({
            path: await storePickedFile(library().context.libraryDir, path),
            fileName: basename(path),
          })),
        )
        return {
          jobs: queue.add(
            stored.map((file) =>
              paperId === undefined
                ? { kind: 'file' as const, ...file }
                : { kind: 'attach' as const, paperId, ...file },
            ),
          ),
        }
      }),
    'library.inbox': () => run(() => ({ path: join(library().context.libraryDir, 'inbox') })),
    'library.addQueue': () => run(() => ({ jobs: queue.list() })),
    'library.addRetry': ({ jobId }) => run(() => ({ job: queue.retry(jobId) })),
    'library.addCancel': ({ jobId }) => run(() => ({ job: queue.cancel(jobId) })),
    'library.addClear': () => run(() => ({ jobs: queue.clearFinished() })),
  }
}
