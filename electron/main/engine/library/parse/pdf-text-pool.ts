import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { loadablePath } from '../../packaging/asar-unpacked-path'
import { MIN_PAGES_TO_SHARE, type PdfPageText, PdfReadError } from './pdf-text-items'
import { type PdfTextReply, type PdfTextRequest, pdfTextReplySchema } from './pdf-text-protocol'

type ShareReply = Extract<PdfTextReply, { ok: true }>

export interface WorkerScript {
  filename: string
  execArgv: string[]
}

/**
 * The reader thread's script. From the sources (tsx, vitest) it is the TypeScript file next to this one, loaded
 * through tsx; in the bundle it is its own entry, `pdf-text-worker.js`, at the root of `out/main` (in a packaged app,
 * its unpacked copy beside app.asar).
 */
export function workerScript(moduleFile: string = __filename): WorkerScript {
  if (moduleFile.endsWith('.ts')) {
    return { filename: join(dirname(moduleFile), 'pdf-text-worker.ts'), execArgv: ['--require', 'tsx/cjs'] }
  }
  let dir = dirname(moduleFile)
  for (;;) {
    const candidate = join(dir, 'pdf-text-worker.js')
    if (existsSync(candidate)) return { filename: loadablePath(candidate), execArgv: [] }
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`pdf-text-worker.js is missing next to ${moduleFile}; rebuild the app.`)
    dir = parent
  }
}

const stopped = (reason: string) =>
  new PdfReadError(
    `The PDF reader stopped (${reason}). Nothing was changed; try again, and if it stops again the file is likely damaged.`,
  )

/** One reader thread, started on first use and stopped after a quiet spell so an idle app holds no extra memory. */
class ReaderThread {
  #worker: Worker | undefined
  #pending = new Map<number, { resolve: (reply: ShareReply) => void; reject: (error: Error) => void }>()
  #idleTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly script: WorkerScript,
    private readonly idleMs: number,
    private readonly heapLimitMb: number,
  ) {}

  request(request: PdfTextRequest): Promise<ShareReply> {
    clearTimeout(this.#idleTimer)
    const worker = this.#start()
    return new Promise<ShareReply>((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject })
      worker.postMessage(request, [request.bytes.buffer])
    })
  }

  async stop(): Promise<void> {
    clearTimeout(this.#idleTimer)
    const worker = this.#worker
    this.#worker = undefined
    this.#failAll(stopped('the app is closing'))
    await worker?.terminate()
  }

  #start(): Worker {
    if (this.#worker) return this.#worker
    const worker = new Worker(this.script.filename, {
      execArgv: this.script.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: this.heapLimitMb },
    })
    worker.unref()
    worker.on('message', (message: unknown) => this.#settle(worker, message))
    worker.on('error', (error) => this.#lost(worker, error.message))
    worker.on('exit', (code) => this.#lost(worker, `exit code ${code}`))
    this.#worker = worker
    return worker
  }

  #settle(worker: Worker, message: unknown): void {
    const reply = pdfTextReplySchema.safeParse(message)
    if (!reply.success) {
      this.#lost(worker, 'it answered in a form this version does not know')
      void worker.terminate()
      return
    }
    const waiting = this.#pending.get(reply.data.id)
    if (!waiting) return
    this.#pending.delete(reply.data.id)
    if (reply.data.ok) waiting.resolve(reply.data)
    else waiting.reject(new PdfReadError(reply.data.message))
    if (this.#pending.size === 0) this.#idleTimer = setTimeout(() => void this.stop(), this.idleMs).unref()
  }

  #lost(worker: Worker, reason: string): void {
    if (this.#worker !== worker) return
    this.#worker = undefined
    this.#failAll(stopped(reason))
  }

  #failAll(error: Error): void {
    for (const waiting of this.#pending.values()) waiting.reject(error)
    this.#pending.clear()
  }
}

export interface PdfTextPoolOptions {
  /** Reader threads; a document of at least MIN_PAGES_TO_SHARE pages is split across all of them. */
  size?: number
  idleMs?: number
  heapLimitMb?: number
  script?: WorkerScript
}

/**
 * Reads PDFs off the main thread. pdfjs parses fonts and content streams synchronously; in the engine's thread a
 * long paper would stall the UI's events and the agent's stream. Reader threads also put a second core to work:
 * each takes a contiguous share of the pages. A hostile PDF that exhausts a thread's heap kills that thread only.
 */
export class PdfTextPool {
  readonly #threads: ReaderThread[]
  #nextId = 0

  constructor(options: PdfTextPoolOptions = {}) {
    const size = Math.max(1, options.size ?? Math.min(2, availableParallelism()))
    const script = options.script ?? workerScript()
    this.#threads = Array.from(
      { length: size },
      () => new ReaderThread(script, options.idleMs ?? 120_000, options.heapLimitMb ?? 2048),
    )
  }

  /** Positioned text of every page (or the first `maxPages`), in page order. Throws PdfReadError. */
  async read(bytes: Uint8Array, options: { maxPages?: number } = {}): Promise<PdfPageText[]> {
    const parts = options.maxPages !== undefined && options.maxPages < MIN_PAGES_TO_SHARE ? 1 : this.#threads.length
    const replies = await Promise.all(
      this.#threads.slice(0, parts).map((thread, index) =>
        thread.request({
          id: this.#nextId++,
          bytes: bytes.slice(),
          share: { index, parts },
          maxPages: options.maxPages,
        }),
      ),
    )
    return replies.flatMap((reply) => reply.pages)
  }

  async close(): Promise<void> {
    await Promise.all(this.#threads.map((thread) => thread.stop()))
  }
}

let shared: PdfTextPool | undefined

/** Positioned text of every page (or the first `maxPages`) through the app's shared reader threads. */
export function readPdfText(bytes: Uint8Array, options: { maxPages?: number } = {}): Promise<PdfPageText[]> {
  shared ??= new PdfTextPool()
  return shared.read(bytes, options)
}
