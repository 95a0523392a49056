/** The largest passage handed to the index and the model, in characters. */
export const CHUNK_MAX_CHARS = 1200
