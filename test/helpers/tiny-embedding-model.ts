import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Protocol-buffer encoding, just enough for an ONNX model. */
function varint(value: number | bigint): number[] {
  let rest = BigInt(value)
  const bytes: number[] = []
  do {
    let byte = Number(rest & 0x7fn)
    rest >>= 7n
    if (rest > 0n) byte |= 0x80
    bytes.push(byte)
  } while (rest > 0n)
  return bytes
}
const field = (number: number, wire: number) => varint((number << 3) | wire)
const integer = (number: number, value: number) => Buffer.from([...field(number, 0), ...varint(value)])
const bytes = (number: number, value: Buffer | string) => {
  const data = typeof value === 'string' ? Buffer.from(value, 'utf8') : value
  return Buffer.concat([Buffer.from([...field(number, 2), ...varint(data.length)]), data])
}
const message = (...parts: Buffer[]) => Buffer.concat(parts)

const FLOAT = 1
const INT64 = 7

/** ValueInfoProto of a tensor whose dims are names (dynamic) or sizes. */
function valueInfo(name: string, elementType: number, dims: (string | number)[]): Buffer {
  const shape = message(...dims.map((dim) => bytes(1, typeof dim === 'string' ? bytes(2, dim) : integer(1, dim))))
  return message(bytes(1, name), bytes(2, bytes(1, message(integer(1, elementType), bytes(2, shape)))))
}

/**
 * A BERT-shaped ONNX graph with one node: `last_hidden_state = Gather(embeddings, input_ids)`. transformers.js feeds it
 * like any BERT encoder (input_ids, attention_mask) and pools its token vectors.
 */
function tinyOnnxModel(embeddings: number[][]): Buffer {
  const hidden = embeddings[0]?.length ?? 0
  const raw = Buffer.alloc(embeddings.length * hidden * 4)
  for (const [index, value] of embeddings.flat().entries()) raw.writeFloatLE(value, index * 4)
  const initializer = message(
    integer(1, embeddings.length),
    integer(1, hidden),
    integer(2, FLOAT),
    bytes(8, 'embeddings'),
    bytes(9, raw),
  )
  const node = message(
    bytes(1, 'embeddings'),
    bytes(1, 'input_ids'),
    bytes(2, 'last_hidden_state'),
    bytes(3, 'gather'),
    bytes(4, 'Gather'),
  )
  const graph = message(
    bytes(1, node),
    bytes(2, 'tiny-bert'),
    bytes(5, initializer),
    bytes(11, valueInfo('input_ids', INT64, ['batch', 'sequence'])),
    bytes(11, valueInfo('attention_mask', INT64, ['batch', 'sequence'])),
    bytes(12, valueInfo('last_hidden_state', FLOAT, ['batch', 'sequence', hidden])),
  )
  return message(integer(1, 8), bytes(8, message(bytes(1, ''), integer(2, 13))), bytes(7, graph))
}

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]']
export const TINY_VOCABULARY = ['water', 'maser', 'disk', 'distance', 'cepheid', 'period', 'luminosity', 'galaxy']
export const TINY_DIMENSIONS = 8

function tokenizerJson(vocabulary: string[]) {
  const vocab = Object.fromEntries(vocabulary.map((token, id) => [token, id]))
  const special = (token: string) => ({ id: token, ids: [vocab[token]], tokens: [token] })
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL.map((content) => ({
      id: vocab[content],
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: {
      type: 'BertNormalizer',
      clean_text: true,
      handle_chinese_chars: true,
      strip_accents: null,
      lowercase: true,
    },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: { '[CLS]': special('[CLS]'), '[SEP]': special('[SEP]') },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab,
    },
  }
}

/**
 * The files of a tiny, valid feature-extraction model (8 words, 8 dimensions) in the Hugging Face layout, keyed by
 * their path inside the model folder. Each word's vector is one axis, so similar texts have similar vectors.
 */
export function tinyEmbeddingModelFiles(): Record<string, Buffer> {
  const vocabulary = [...SPECIAL, ...TINY_VOCABULARY]
  const embeddings = vocabulary.map((_, id) =>
    Array.from({ length: TINY_DIMENSIONS }, (_, axis) =>
      id >= SPECIAL.length && axis === id - SPECIAL.length ? 1 : 0.01,
    ),
  )
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`)
  return {
    'config.json': json({
      model_type: 'bert',
      architectures: ['BertModel'],
      hidden_size: TINY_DIMENSIONS,
      vocab_size: vocabulary.length,
    }),
    'tokenizer.json': json(tokenizerJson(vocabulary)),
    'tokenizer_config.json': json({
      tokenizer_class: 'BertTokenizer',
      do_lower_case: true,
      model_max_length: 512,
      cls_token: '[CLS]',
      sep_token: '[SEP]',
      pad_token: '[PAD]',
      unk_token: '[UNK]',
      mask_token: '[MASK]',
    }),
    'onnx/model_quantized.onnx': tinyOnnxModel(embeddings),
  }
}

export function writeTinyEmbeddingModel(folder: string): void {
  for (const [name, content] of Object.entries(tinyEmbeddingModelFiles())) {
    mkdirSync(dirname(join(folder, name)), { recursive: true })
    writeFileSync(join(folder, name), content)
  }
}
