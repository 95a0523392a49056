/** Why an embedder cannot work, with a code the renderer translates and what to do about it (in Settings → Embeddings). */
type EmbeddingErrorCode =
  | 'embeddings-unreachable'
  | 'embeddings-rejected-key'
  | 'embeddings-unknown-model'
  | 'embeddings-failed'
  | 'embeddings-bad-response'
  | 'embeddings-dimension-mismatch'
  | 'embeddings-model-missing'
  | 'embeddings-download-failed'
  | 'embeddings-checksum-mismatch'

export class EmbeddingError extends Error {
  constructor(
    readonly code: EmbeddingErrorCode,
    message: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message)
    this.name = 'EmbeddingError'
  }
}
