import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads'
import { loadablePath } from '../../packaging/asar-unpacked-path'
import { PdfReadError, readerStopped, tooSlow } from './pdf-read-error'
import { limitsForPdf, type PdfReadLimits } from './pdf-read-limits'
import { MIN_PAGES_TO_SHARE, type PdfPageText } from './pdf-text-items'
import {
  type ParsedPdf,
  type PdfMetadata,
  type PdfTextReply,
  type PdfTextRequest,
  pdfTextReplySchema,
} from './pdf-text-protocol'

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

interface Job {
  request: PdfTextRequest
  deadlineMs: number
  resolve(reply: ShareReply): void
  reject(error: Error): void
}

/**
 * One reader thread, started on first use and stopped after a quiet spell so an idle app holds no extra memory. It
 * reads one document at a time under a deadline: a read that overruns it, or a thread that dies (heap exhausted),
 * fails that read alone — the thread is replaced and the reads queued behind it go on.
 */
class ReaderThread {
  #worker: Worker | undefined
  #queue: Job[] = []
  #current: { job: Job; timer: NodeJS.Timeout } | undefined
  #idleTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly script: WorkerScript,
    private readonly idleMs: number,
    private readonly heapLimitMb: number,
  ) {}

  request(request: PdfTextRequest, deadlineMs: number): Promise<ShareReply> {
    clearTimeout(this.#idleTimer)
    return new Promise<ShareReply>((resolve, reject) => {
      this.#queue.push({ request, deadlineMs, resolve, reject })
      this.#next()
    })
  }

  /** Gives up a read: dropped from the queue, or its thread stopped if it is being read now. */
  cancel(id: number, error: Error): void {
    const queued = this.#queue.findIndex((job) => job.request.id === id)
    if (queued >= 0) {
      this.#queue.splice(queued, 1)[0]?.reject(error)
      return
    }
    if (this.#current?.job.request.id === id) this.#abandonCurrent(error)
  }

  async stop(): Promise<void> {
    clearTimeout(this.#idleTimer)
    const worker = this.#worker
    this.#worker = undefined
    const closing = readerStopped('the app is closing')
    if (this.#current) {
      clearTimeout(this.#current.timer)
      this.#current.job.reject(closing)
      this.#current = undefined
    }
    for (const job of this.#queue.splice(0)) job.reject(closing)
    await worker?.terminate()
  }

  #next(): void {
    if (this.#current) return
    const job = this.#queue.shift()
    if (!job) {
      this.#idleTimer = setTimeout(() => void this.stop(), this.idleMs).unref()
      return
    }
    const worker = this.#start()
    const seconds = Math.round(job.deadlineMs / 1000)
    const timer = setTimeout(() => this.#abandonCurrent(tooSlow(seconds)), job.deadlineMs).unref()
    this.#current = { job, timer }
    const { bytes, layout, handOff } = job.request
    const ports: MessagePort[] = [...(layout?.gather ?? []), ...(handOff ? [handOff] : [])]
    worker.postMessage(job.request, [bytes.buffer, ...ports])
  }

  #abandonCurrent(error: Error): void {
    const current = this.#current
    if (!current) return
    clearTimeout(current.timer)
    this.#current = undefined
    current.job.reject(error)
    // A stalled pdfjs never yields: only stopping its thread ends the read.
    const worker = this.#worker
    this.#worker = undefined
    void worker?.terminate()
    this.#next()
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
    const current = this.#current
    if (this.#worker !== worker || current?.job.request.id !== reply.data.id) return
    clearTimeout(current.timer)
    this.#current = undefined
    if (reply.data.ok) current.job.resolve(reply.data)
    else current.job.reject(new PdfReadError(reply.data.code, reply.data.message, reply.data.params))
    this.#next()
  }

  #lost(worker: Worker, reason: string): void {
    if (this.#worker !== worker) return
    this.#worker = undefined
    const current = this.#current
    this.#current = undefined
    if (current) {
      clearTimeout(current.timer)
      current.job.reject(readerStopped(reason))
    }
    this.#next()
  }
}

export interface PdfReadOptions {
  maxPages?: number
  /** Also read the document's Info dictionary and XMP metadata. */
  metadata?: boolean
  limits?: PdfReadLimits
  signal?: AbortSignal
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
      () => new ReaderThread(script, options.idleMs ?? 120_000, options.heapLimitMb ?? 1024),
    )
  }

  /**
   * Positioned text of every page (or the first `maxPages`), in page order. Throws PdfReadError: when the read
   * overruns its deadline or decoded-bytes budget (`limits`, by default from the file's size), or `signal` aborts.
   */
  async read(bytes: Uint8Array, options: PdfReadOptions = {}): Promise<PdfPageText[]> {
    return (await this.readDocument(bytes, options)).pages
  }

  /** The pages as `read` gives them, with the document's metadata when `options.metadata` asks for it. */
  async readDocument(
    bytes: Uint8Array,
    options: PdfReadOptions = {},
  ): Promise<{ pages: PdfPageText[]; metadata: PdfMetadata | null }> {
    const replies = await this.#readShares(bytes, options, false)
    return {
      pages: replies.flatMap((reply) => reply.pages),
      metadata: replies.find((reply) => reply.metadata !== null)?.metadata ?? null,
    }
  }

  /**
   * The document read and laid out into Markdown. The shares' pages go straight to the first share's thread, which
   * lays the document out under the same deadline: the main thread only receives the result.
   */
  async parse(bytes: Uint8Array, options: PdfReadOptions = {}): Promise<ParsedPdf> {
    const [first] = await this.#readShares(bytes, options, true)
    if (!first?.parsed) throw readerStopped('it answered without the laid-out document')
    return first.parsed
  }

  async #readShares(bytes: Uint8Array, options: PdfReadOptions, layout: boolean): Promise<ShareReply[]> {
    const limits = options.limits ?? limitsForPdf(bytes.byteLength)
    const parts = options.maxPages !== undefined && options.maxPages < MIN_PAGES_TO_SHARE ? 1 : this.#threads.length
    const shares = this.#threads.slice(0, parts).map((thread, index) => ({ thread, id: this.#nextId++, index }))
    const channels = layout ? shares.slice(1).map(() => new MessageChannel()) : []
    const cancelAll = (error: Error) => {
      for (const { thread, id } of shares) thread.cancel(id, error)
    }
    const onAbort = () => cancelAll(readerStopped('the read was cancelled'))
    options.signal?.addEventListener('abort', onAbort, { once: true })
    try {
      options.signal?.throwIfAborted()
      return await Promise.all(
        shares.map(({ thread, id, index }) =>
          thread
            .request(
              {
                id,
                bytes: bytes.slice(),
                share: { index, parts },
                maxPages: options.maxPages,
                metadata: options.metadata,
                decodedBytes: limits.decodedBytes,
                layout: layout && index === 0 ? { gather: channels.map((channel) => channel.port1) } : undefined,
                handOff: channels[index - 1]?.port2,
              },
              limits.deadlineMs,
            )
            .catch((error: unknown) => {
              // One share failed: the document cannot be read, so the other shares stop too.
              cancelAll(error instanceof Error ? error : new Error(String(error)))
              throw error
            }),
        ),
      )
    } finally {
      options.signal?.removeEventListener('abort', onAbort)
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.#threads.map((thread) => thread.stop()))
  }
}

let shared: PdfTextPool | undefined

/** A PDF read and laid out into Markdown through the app's shared reader threads. */
export function parsePdfInReaders(bytes: Uint8Array, options: PdfReadOptions = {}): Promise<ParsedPdf> {
  shared ??= new PdfTextPool()
  return shared.parse(bytes, options)
}

/** The first pages' text with the document's Info dictionary and XMP, through the app's shared reader threads. */
export function readPdfDocument(
  bytes: Uint8Array,
  options: PdfReadOptions = {},
): Promise<{ pages: PdfPageText[]; metadata: PdfMetadata | null }> {
  shared ??= new PdfTextPool()
  return shared.readDocument(bytes, options)
}

/** Stops the shared reader threads, failing reads in flight ("the app is closing"); the next read starts new ones. */
export async function closePdfReaders(): Promise<void> {
  await shared?.close()
}
