import { join } from 'node:path'

/** How a sentence vector is taken from a model's token vectors. */
export type Pooling = 'cls' | 'mean'

/** The quantised ONNX weights (transformers.js dtype `q8`): a quarter of fp32's size, near its quality. */
export const MODEL_WEIGHTS_FILE = 'onnx/model_quantized.onnx'
export const MODEL_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json', MODEL_WEIGHTS_FILE] as const

/** Written after every file arrived and passed its check; a folder without it is an unfinished download. */
export const MANIFEST_FILE = 'astroresearch-model.json'

/** BGE models are trained to be read from the [CLS] token; sentence-transformers models average their tokens. */
export function poolingFor(model: string): Pooling {
  return /(^|\/)bge-/i.test(model) ? 'cls' : 'mean'
}

/** `<data dir>/models/<owner>/<name>`: the layout transformers.js reads with `env.localModelPath`. */
export function modelFolder(modelsDir: string, model: string): string {
  return join(modelsDir, ...model.split('/'))
}

/** Hugging Face model ids: `owner/name` of letters, digits, `-`, `_` and `.`, never a path that climbs out. */
export function isModelId(model: string): boolean {
  return /^[\w.-]+\/[\w.-]+$/.test(model) && !model.split('/').some((part) => part === '.' || part === '..')
}
