import { brotliDecompressSync, inflateSync } from 'node:zlib'

declare global {
  /**
   * Read by patches/pdfjs-dist+5.6.205.patch: decodes a Flate (`deflate`) or Brotli stream in one synchronous call,
   * `null` when the data is damaged (pdfjs then decodes what it can itself).
   */
  var pdfjsInflate: ((bytes: Uint8Array, format: string) => Uint8Array | null) | undefined
}

const isTooLarge = (error: unknown) =>
  error instanceof RangeError && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE'

/**
 * Node's zlib in place of pdfjs's DecompressionStream: the web stream decodes off the thread and hands back chunks
 * through promises, which costs a paper about a quarter of its read. Output counts against the read's decode budget,
 * and zlib stops at what is left of it, so a Flate bomb never expands in memory.
 */
export function inflateWithinBudget(bytes: Uint8Array, format: string): Uint8Array | null {
  if (format !== 'deflate' && format !== 'brotli') return null
  const budget = globalThis.pdfjsDecodeBudget
  const left = budget?.remaining()
  const options = left === undefined ? {} : { maxOutputLength: Math.max(1, left) }
  try {
    const decoded = format === 'deflate' ? inflateSync(bytes, options) : brotliDecompressSync(bytes, options)
    budget?.charge(decoded.byteLength)
    return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.byteLength)
  } catch (error) {
    if (isTooLarge(error)) budget?.charge((left ?? 0) + 1)
    return null
  }
}
