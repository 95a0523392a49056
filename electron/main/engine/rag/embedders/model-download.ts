import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { commitFile, writeFileAtomic } from '../../fs/atomic-write'
import { EmbeddingError } from './embedding-error'
import { isModelId, MANIFEST_FILE, MODEL_FILES, modelFolder } from './local-model-spec'

export interface ModelDownloadProgress {
  file: string
  received: number
  total: number | null
  /** Of the whole model: finished files plus the share of the current one. */
  fraction: number
}

interface ModelDownloadRequest {
  model: string
  /** A Hugging Face hub or a mirror: files are at `<baseUrl>/<model>/resolve/main/<file>`. */
  baseUrl: string
  modelsDir: string
  fetch?: typeof fetch
  signal?: AbortSignal
  onProgress?: (progress: ModelDownloadProgress) => void
}

interface DownloadedModel {
  folder: string
  files: { name: string; size: number; sha256: string }[]
}

const SETTINGS = 'Settings → Embeddings'

async function sizeOf(path: string): Promise<number> {
  return stat(path).then(
    (stats) => stats.size,
    () => 0,
  )
}

async function digests(path: string): Promise<{ sha256: string; gitSha1: string }> {
  const sha256 = createHash('sha256')
  const gitSha1 = createHash('sha1').update(`blob ${await sizeOf(path)}\0`)
  for await (const chunk of createReadStream(path)) {
    sha256.update(chunk as Buffer)
    gitSha1.update(chunk as Buffer)
  }
  return { sha256: sha256.digest('hex'), gitSha1: gitSha1.digest('hex') }
}

/**
 * The checksum the hub announces: `X-Linked-Etag` (large files: their SHA-256), else the `ETag` (a SHA-256, or for a
 * small file kept in git its blob SHA-1).
 */
function announcedChecksum(headers: Headers): { kind: 'sha256' | 'git-sha1'; value: string } | null {
  for (const name of ['x-linked-etag', 'etag']) {
    const value = headers.get(name)?.replace(/^W\//, '').replaceAll('"', '').toLowerCase()
    if (value && /^[0-9a-f]{64}$/.test(value)) return { kind: 'sha256', value }
    if (value && /^[0-9a-f]{40}$/.test(value)) return { kind: 'git-sha1', value }
  }
  return null
}

function totalSize(response: Response, offset: number): number | null {
  const fromRange = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]
  if (fromRange) return Number(fromRange)
  const length = response.headers.get('content-length')
  return length ? Number(length) + offset : null
}

function failed(model: string, file: string, reason: string): EmbeddingError {
  return new EmbeddingError(
    'embeddings-download-failed',
    `The model ${model} could not be downloaded (${file}: ${reason}). Check the download address in ${SETTINGS}, or choose a local folder there.`,
    { model, file, reason },
  )
}

interface FileRequest extends ModelDownloadRequest {
  file: string
  target: string
  report: (received: number, total: number | null) => void
}

/** Fetches one file into `<target>.part`, continuing a part left by an earlier attempt (HTTP Range). */
async function downloadFile(request: FileRequest): Promise<{ size: number; sha256: string }> {
  const part = `${request.target}.part`
  const url = `${request.baseUrl.replace(/\/+$/, '')}/${request.model}/resolve/main/${request.file}`
  const send = request.fetch ?? fetch
  let offset = await sizeOf(part)
  let response: Response
  try {
    response = await send(url, {
      headers: offset > 0 ? { range: `bytes=${offset}-` } : {},
      signal: request.signal,
      redirect: 'follow',
    })
    if (response.status === 416 && offset > 0) {
      await response.body?.cancel()
      await rm(part, { force: true })
      offset = 0
      response = await send(url, { signal: request.signal, redirect: 'follow' })
    }
  } catch (error) {
    if (request.signal?.aborted) throw error
    throw failed(request.model, request.file, error instanceof Error ? error.message : String(error))
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    throw failed(request.model, request.file, `HTTP ${response.status}`)
  }
  const resuming = offset > 0 && response.status === 206
  const total = totalSize(response, resuming ? offset : 0)
  let received = resuming ? offset : 0
  await mkdir(dirname(part), { recursive: true })
  const handle = await open(part, resuming ? 'a' : 'w')
  try {
    for await (const chunk of response.body) {
      await handle.write(chunk)
      received += chunk.byteLength
      request.report(received, total)
    }
  } catch (error) {
    if (request.signal?.aborted) throw error
    // The part file stays: the next download continues from its end.
  } finally {
    await handle.close()
  }
  if (total !== null && received < total) {
    throw failed(
      request.model,
      request.file,
      `the transfer ended at ${received} of ${total} bytes; download again to resume`,
    )
  }
  const actual = await digests(part)
  const expected = announcedChecksum(response.headers)
  const matches = expected === null || (expected.kind === 'sha256' ? actual.sha256 : actual.gitSha1) === expected.value
  if (!matches) {
    await rm(part, { force: true })
    throw new EmbeddingError(
      'embeddings-checksum-mismatch',
      `The file ${request.file} of ${request.model} arrived damaged (its checksum does not match the server's) and was deleted. Download it again from ${SETTINGS}.`,
      { model: request.model, file: request.file },
    )
  }
  await commitFile(part, request.target)
  return { size: received, sha256: actual.sha256 }
}

/**
 * Downloads a model's tokenizer, config and ONNX weights from a hub with the Hugging Face layout into
 * `<modelsDir>/<owner>/<name>/`, reporting progress, verifying each file's checksum and resuming partial files. The
 * manifest written last marks the model complete.
 */
export async function downloadModel(request: ModelDownloadRequest): Promise<DownloadedModel> {
  if (!isModelId(request.model)) {
    throw failed(request.model, '-', 'a model id has the form owner/name, e.g. Xenova/bge-small-en-v1.5')
  }
  const folder = modelFolder(request.modelsDir, request.model)
  const files: DownloadedModel['files'] = []
  for (const [index, file] of MODEL_FILES.entries()) {
    request.signal?.throwIfAborted()
    const report = (received: number, total: number | null) =>
      request.onProgress?.({
        file,
        received,
        total,
        fraction: Math.min(1, (index + (total ? received / total : 0)) / MODEL_FILES.length),
      })
    const target = join(folder, file)
    // A file renamed into place already passed its check in an earlier, interrupted download.
    const result =
      (await sizeOf(target)) > 0
        ? { size: await sizeOf(target), sha256: (await digests(target)).sha256 }
        : await downloadFile({ ...request, file, target, report })
    files.push({ name: file, ...result })
    request.onProgress?.({
      file,
      received: result.size,
      total: result.size,
      fraction: (index + 1) / MODEL_FILES.length,
    })
  }
  const manifest = join(folder, MANIFEST_FILE)
  await writeFileAtomic(
    manifest,
    `${JSON.stringify({ model: request.model, baseUrl: request.baseUrl, files }, null, 2)}\n`,
  )
  return { folder, files }
}
