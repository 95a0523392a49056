import { access, readFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { z } from 'zod'
import { type Embedder, normalizeVector } from '../embedder'
import { EmbeddingError } from './embedding-error'
import { type Pooling, poolingFor } from './local-model-spec'

const configSchema = z.object({ hidden_size: z.number().int().positive() })

/** The weights transformers.js loads for each dtype it is asked for. */
const WEIGHTS = [
  { file: 'onnx/model_quantized.onnx', dtype: 'q8' },
  { file: 'onnx/model.onnx', dtype: 'fp32' },
] as const

interface LocalModelFolder {
  /** The folder holding config.json, the tokenizer and onnx/. */
  folder: string
  /** The model's name as the user knows it (the hub id, or the folder). */
  model: string
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

function missing(model: string, what: string): EmbeddingError {
  return new EmbeddingError(
    'embeddings-model-missing',
    `The embedding model ${model} is not on this computer (${what}). Download it, or choose a folder that holds it, in Settings → Embeddings.`,
    { model },
  )
}

/**
 * A sentence-embedding model run on the CPU by transformers.js (ONNX runtime) from a folder on disk; nothing is ever
 * fetched from the network (`allowRemoteModels = false`). The model loads on the first call and stays loaded.
 */
export async function createLocalEmbedder(source: LocalModelFolder): Promise<Embedder> {
  for (const file of ['config.json', 'tokenizer.json']) {
    if (!(await exists(join(source.folder, file)))) throw missing(source.model, `${file} is missing`)
  }
  const weights = (
    await Promise.all(WEIGHTS.map(async (entry) => ((await exists(join(source.folder, entry.file))) ? entry : null)))
  ).find((entry) => entry !== null)
  if (!weights) throw missing(source.model, 'no onnx/model_quantized.onnx or onnx/model.onnx')
  const config = configSchema.safeParse(JSON.parse(await readFile(join(source.folder, 'config.json'), 'utf8')))
  if (!config.success) throw missing(source.model, 'config.json names no hidden_size')
  const dimensions = config.data.hidden_size
  const pooling: Pooling = poolingFor(source.model)

  let extractor: Promise<(texts: string[]) => Promise<number[][]>> | null = null
  const load = async () => {
    const transformers = await import('@huggingface/transformers')
    transformers.env.allowRemoteModels = false
    transformers.env.allowLocalModels = true
    transformers.env.localModelPath = `${dirname(source.folder)}/`
    const pipe = await transformers.pipeline('feature-extraction', basename(source.folder), { dtype: weights.dtype })
    return async (texts: string[]) => (await pipe(texts, { pooling, normalize: true })).tolist() as number[][]
  }

  return {
    id: `local:${source.model}:${dimensions}`,
    dimensions,
    async embed(texts, signal) {
      if (texts.length === 0) return []
      extractor ??= load().catch((error: unknown) => {
        extractor = null
        throw missing(source.model, error instanceof Error ? error.message : String(error))
      })
      const run = await extractor
      signal?.throwIfAborted()
      return (await run(texts)).map((vector) => normalizeVector(Float32Array.from(vector)))
    },
  }
}
