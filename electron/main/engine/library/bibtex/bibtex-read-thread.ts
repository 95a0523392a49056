import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { loadablePath } from '../../packaging/asar-unpacked-path'
import { bibtexReadReplySchema } from './bibtex-read-protocol'
import type { BibtexReadProgress } from './bibtex-reader'

/** Heap for one file's reading: a 20M-character file with its records fits with room to spare. */
const HEAP_LIMIT_MB = 2048

interface WorkerScript {
  filename: string
  execArgv: string[]
}

/**
 * The thread's script: from the sources (tsx, vitest) the TypeScript file next to this one, loaded through tsx; in
 * the bundle its own entry, `bibtex-read-worker.js`, at the root of `out/main` (packaged: its unpacked copy).
 */
function workerScript(moduleFile: string = __filename): WorkerScript {
  if (moduleFile.endsWith('.ts')) {
    return { filename: join(dirname(moduleFile), 'bibtex-read-worker.ts'), execArgv: ['--require', 'tsx/cjs'] }
  }
  for (let dir = dirname(moduleFile); ; dir = dirname(dir)) {
    const candidate = join(dir, 'bibtex-read-worker.js')
    if (existsSync(candidate)) return { filename: loadablePath(candidate), execArgv: [] }
    if (dirname(dir) === dir)
      throw new Error(`bibtex-read-worker.js is missing next to ${moduleFile}; rebuild the app.`)
  }
}

export interface ThreadRead {
  /** The entries as the thread sent them, checked later where they are stored. */
  entries: unknown[]
  errors: string[]
}

export class BibtexReadCancelled extends Error {
  constructor() {
    super('The BibTeX import was cancelled; nothing from the file was stored.')
  }
}

/**
 * Reads a .bib file on a thread of its own, so the engine answers other commands meanwhile; `signal` ends the
 * thread at once.
 */
export function readBibtexOffThread(
  text: string,
  options: { signal?: AbortSignal; onProgress?: BibtexReadProgress } = {},
): Promise<ThreadRead> {
  const { signal, onProgress } = options
  if (signal?.aborted) return Promise.reject(new BibtexReadCancelled())
  const script = workerScript()
  const worker = new Worker(script.filename, {
    execArgv: script.execArgv,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
  })
  return new Promise<ThreadRead>((resolve, reject) => {
    const entries: unknown[] = []
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', cancel)
      void worker.terminate()
      outcome()
    }
    const cancel = () => finish(() => reject(new BibtexReadCancelled()))
    signal?.addEventListener('abort', cancel, { once: true })
    worker.on('message', (message: unknown) => {
      const reply = bibtexReadReplySchema.safeParse(message)
      if (!reply.success) {
        finish(() => reject(new Error('The BibTeX reader answered in a form this version does not know.')))
        return
      }
      const { data } = reply
      if (data.type === 'progress') onProgress?.(data.fraction)
      else if (data.type === 'entries') entries.push(...data.entries)
      else if (data.type === 'done') finish(() => resolve({ entries, errors: data.errors }))
      else finish(() => reject(new Error(`The .bib file could not be read: ${data.message}`)))
    })
    worker.on('error', (error) => finish(() => reject(new Error(`The .bib file could not be read: ${error.message}`))))
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`The BibTeX reader stopped (exit code ${code}) before it finished.`))),
    )
    worker.postMessage({ text })
  })
}
