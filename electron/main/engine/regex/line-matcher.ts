import { Worker } from 'node:worker_threads'
import { z } from 'zod'
import { lineMatchWorkerSource } from './line-match-worker-source'
import { RegexDeadlineError } from './regex-deadline-error'
import { regexThreadSlots } from './regex-thread-slots'

/** How long one input (a file, an artifact) may take before the pattern is judged hostile. */
const DEFAULT_REGEX_DEADLINE_MS = 3000
const WORKER_HEAP_MB = 256

const replySchema = z.object({ id: z.number().int(), found: z.array(z.number().int().nonnegative()) })

interface LineMatcherOptions {
  /** Stops the thread at once (the tool's Cancel or timeout). */
  signal: AbortSignal
  deadlineMs?: number
}

export interface LineMatcher {
  /** Indices of the lines the pattern matches, at most `limit`; `input` names the lines in a deadline error. */
  matchingLines(lines: string[], limit: number, input: string): Promise<number[]>
}

/**
 * Runs a model-supplied RegExp on its own thread, so backtracking can never block the engine: the thread is
 * terminated when one input passes the deadline or the signal aborts. The RegExp is compiled here first, so a
 * syntax error throws a SyntaxError before any thread starts. The thread starts at the first batch of lines, once
 * one of the shared regex slots is free (a reply with 64 searches runs a few threads at a time, not 64).
 */
export async function withLineMatcher<T>(
  regex: RegExp,
  options: LineMatcherOptions,
  use: (matcher: LineMatcher) => Promise<T>,
): Promise<T> {
  options.signal.throwIfAborted()
  const deadlineMs = options.deadlineMs ?? DEFAULT_REGEX_DEADLINE_MS
  let thread: Promise<Worker> | undefined
  let release: (() => void) | undefined
  let nextId = 0
  let failure: Error | undefined
  const pending = new Map<number, { resolve: (found: number[]) => void; reject: (error: Error) => void }>()
  const stopThread = async () => {
    const started = thread
    thread = undefined
    if (started) await (await started.catch(() => undefined))?.terminate()
    release?.()
  }
  const fail = (error: Error) => {
    failure ??= error
    for (const waiting of pending.values()) waiting.reject(failure)
    pending.clear()
    void stopThread()
  }
  const onAbort = () =>
    fail(options.signal.reason instanceof Error ? options.signal.reason : new Error('The search was stopped.'))
  options.signal.addEventListener('abort', onAbort, { once: true })
  const startThread = async (): Promise<Worker> => {
    release = await regexThreadSlots.acquire(options.signal)
    if (failure) throw failure
    const worker = new Worker(lineMatchWorkerSource, {
      eval: true,
      workerData: { source: regex.source, flags: regex.flags.replace(/[gy]/g, '') },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    })
    worker.on('message', (message: unknown) => {
      const reply = replySchema.safeParse(message)
      if (!reply.success) return fail(new Error('The regex thread answered in a form this version does not know.'))
      pending.get(reply.data.id)?.resolve(reply.data.found)
      pending.delete(reply.data.id)
    })
    worker.on('error', (error) => fail(new Error(`The regex thread stopped: ${error.message}`)))
    worker.on('exit', (code) => fail(new Error(`The regex thread stopped (exit code ${code}).`)))
    return worker
  }

  const matcher: LineMatcher = {
    async matchingLines(lines, limit, input) {
      if (failure) throw failure
      thread ??= startThread()
      const worker = await thread
      if (failure) throw failure
      const id = nextId++
      return new Promise<number[]>((resolve, reject) => {
        const timer = setTimeout(() => fail(new RegexDeadlineError(regex.source, deadlineMs, input)), deadlineMs)
        const settle =
          <V>(next: (value: V) => void) =>
          (value: V) => {
            clearTimeout(timer)
            next(value)
          }
        pending.set(id, { resolve: settle(resolve), reject: settle(reject) })
        worker.postMessage({ id, lines, limit })
      })
    },
  }
  try {
    return await use(matcher)
  } finally {
    options.signal.removeEventListener('abort', onAbort)
    failure ??= new Error('The search has ended.')
    await stopThread()
  }
}
