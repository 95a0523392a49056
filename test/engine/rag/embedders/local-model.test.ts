import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createEmbedderFromSettings } from '../../../../electron/main/engine/rag/embedders/create-embedder-from-settings'
import { EmbeddingError } from '../../../../electron/main/engine/rag/embedders/embedding-error'
import { MODEL_WEIGHTS_FILE } from '../../../../electron/main/engine/rag/embedders/local-model-spec'
import {
  downloadModel,
  type ModelDownloadProgress,
} from '../../../../electron/main/engine/rag/embedders/model-download'
import { embeddingSettingsSchema } from '../../../../electron/shared/domain/settings'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { useTempDir } from '../../../helpers/temp-dir'
import { TINY_DIMENSIONS, tinyEmbeddingModelFiles } from '../../../helpers/tiny-embedding-model'

const MODEL = 'test-org/tiny-bert'
const files = tinyEmbeddingModelFiles()
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const gitSha1 = (data: Buffer) =>
  createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${data.length}\0`), data]))
    .digest('hex')

const tempDir = useTempDir('astro-models-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

interface HubOptions {
  /** Bytes of the weights sent before the first answer breaks off. */
  breakWeightsAfter?: number
  /** Flip a byte of the weights in every answer (the announced checksum stays the true one). */
  corruptWeights?: boolean
}

/**
 * A loopback hub with the Hugging Face layout: `/<model>/resolve/main/<file>`, Range requests, the weights' SHA-256
 * in `X-Linked-Etag` and small files' git blob SHA-1 in `ETag`, as huggingface.co answers.
 */
async function startHub(options: HubOptions = {}) {
  let broken = false
  return startLoopbackServer((request, response) => {
    const prefix = `/${MODEL}/resolve/main/`
    const url = request.url ?? ''
    const name = url.startsWith(prefix) ? url.slice(prefix.length) : ''
    const original = files[name]
    if (!original) {
      response.statusCode = 404
      response.end('Entry not found')
      return
    }
    const isWeights = name === MODEL_WEIGHTS_FILE
    const content = isWeights && options.corruptWeights ? Buffer.from(original).fill(7, 100, 101) : original
    const headers: Record<string, string> = isWeights
      ? { 'x-linked-etag': `"${sha256(original)}"`, etag: `"${sha256(original)}"` }
      : { etag: `"${gitSha1(original)}"` }
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '')
    const start = range ? Number(range[1]) : 0
    headers['content-length'] = String(content.length - start)
    if (range) headers['content-range'] = `bytes ${start}-${content.length - 1}/${content.length}`
    response.writeHead(range ? 206 : 200, headers)
    if (isWeights && options.breakWeightsAfter !== undefined && !broken) {
      broken = true
      response.write(content.subarray(0, options.breakWeightsAfter), () => {
        setTimeout(() => response.socket?.destroy(), 20)
      })
      return
    }
    response.end(content.subarray(start))
  })
}

describe('local embedding model', { timeout: 60_000 }, () => {
  it('downloads every file with progress and checksums, then embeds offline with transformers.js', async () => {
    server = await startHub()
    const modelsDir = join(tempDir(), 'models')
    const progress: ModelDownloadProgress[] = []
    const downloaded = await downloadModel({
      model: MODEL,
      baseUrl: server.url,
      modelsDir,
      onProgress: (update) => progress.push(update),
    })
    expect(downloaded.files.map((file) => file.name)).toEqual(Object.keys(files))
    for (const file of downloaded.files) expect(file.sha256).toBe(sha256(files[file.name] ?? Buffer.alloc(0)))
    expect(progress.at(-1)?.fraction).toBe(1)
    const fractions = progress.map((update) => update.fraction)
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b))
    expect(new Set(progress.map((update) => update.file))).toEqual(new Set(Object.keys(files)))

    const settings = embeddingSettingsSchema.parse({ kind: 'local', local: { model: MODEL } })
    const embedder = await createEmbedderFromSettings(settings, { get: async () => null }, { modelsDir })
    expect(embedder?.id).toBe(`local:${MODEL}:${TINY_DIMENSIONS}`)
    const requestsBefore = server.requests.length
    const [maser, cepheid, maserAgain] =
      (await embedder?.embed(['Water maser disk', 'Cepheid period', 'maser water disk'])) ?? []
    const cosine = (a?: Float32Array, b?: Float32Array) =>
      a && b ? a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0) : 0
    expect(maser).toHaveLength(TINY_DIMENSIONS)
    expect(cosine(maser, maser)).toBeCloseTo(1, 5)
    expect(cosine(maser, maserAgain)).toBeCloseTo(1, 5)
    expect(cosine(maser, cepheid)).toBeLessThan(0.2)
    expect(server.requests.length).toBe(requestsBefore)
  })

  it('resumes a weights file that broke off, asking only for the missing bytes', async () => {
    server = await startHub({ breakWeightsAfter: 200 })
    const modelsDir = join(tempDir(), 'models')
    await expect(downloadModel({ model: MODEL, baseUrl: server.url, modelsDir })).rejects.toMatchObject({
      code: 'embeddings-download-failed',
    })
    const part = join(modelsDir, MODEL, `${MODEL_WEIGHTS_FILE}.part`)
    expect(readFileSync(part).length).toBe(200)
    await downloadModel({ model: MODEL, baseUrl: server.url, modelsDir })
    const weightsRequests = server.requests.filter((request) => request.url.endsWith(MODEL_WEIGHTS_FILE))
    expect(weightsRequests.map((request) => request.headers.range)).toEqual([undefined, 'bytes=200-'])
    expect(readFileSync(join(modelsDir, MODEL, MODEL_WEIGHTS_FILE))).toEqual(files[MODEL_WEIGHTS_FILE])
    expect(existsSync(part)).toBe(false)
    // Files finished before the break are not fetched again.
    expect(server.requests.filter((request) => request.url.endsWith('/config.json'))).toHaveLength(1)
  })

  it('refuses and deletes a file whose checksum does not match, leaving the model unusable', async () => {
    server = await startHub({ corruptWeights: true })
    const modelsDir = join(tempDir(), 'models')
    const failure = await downloadModel({ model: MODEL, baseUrl: server.url, modelsDir }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(EmbeddingError)
    expect((failure as EmbeddingError).code).toBe('embeddings-checksum-mismatch')
    expect((failure as EmbeddingError).message).toMatch(/arrived damaged .*Settings → Embeddings/)
    expect(existsSync(join(modelsDir, MODEL, MODEL_WEIGHTS_FILE))).toBe(false)
    expect(existsSync(join(modelsDir, MODEL, `${MODEL_WEIGHTS_FILE}.part`))).toBe(false)
    const settings = embeddingSettingsSchema.parse({ kind: 'local', local: { model: MODEL } })
    await expect(createEmbedderFromSettings(settings, { get: async () => null }, { modelsDir })).rejects.toMatchObject({
      code: 'embeddings-model-missing',
    })
  })

  it('uses a folder the user chose, and explains a folder without a model', async () => {
    const folder = join(tempDir(), 'my-model')
    const modelsDir = join(tempDir(), 'models')
    for (const [name, content] of Object.entries(files)) {
      const path = join(folder, name)
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, content)
    }
    const settings = embeddingSettingsSchema.parse({ kind: 'local', local: { folder } })
    const embedder = await createEmbedderFromSettings(settings, { get: async () => null }, { modelsDir })
    expect((await embedder?.embed(['galaxy distance']))?.[0]).toHaveLength(TINY_DIMENSIONS)
    const empty = embeddingSettingsSchema.parse({ kind: 'local', local: { folder: tempDir() } })
    await expect(createEmbedderFromSettings(empty, { get: async () => null }, { modelsDir })).rejects.toThrow(
      /is not on this computer \(config\.json is missing\).*Settings → Embeddings/,
    )
    expect(
      await createEmbedderFromSettings(embeddingSettingsSchema.parse({}), { get: async () => null }, { modelsDir }),
    ).toBeNull()
  })
})
