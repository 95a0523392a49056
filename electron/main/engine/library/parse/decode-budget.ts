import { decodedTooLarge } from './pdf-read-error'

declare global {
  /** Charged by patches/pdfjs-dist+5.6.205.patch for every buffer pdfjs grows while it decodes a stream. */
  var pdfjsDecodeBudget: { charge(bytes: number): void; remaining(): number } | undefined
}

/**
 * Runs one read with a cap on the bytes pdfjs decodes (Flate, LZW, …), summed over every stream and every time a
 * shared stream is decoded again. Decoded data lives outside the JS heap, where a thread's heap limit does not reach;
 * past the cap every further decode throws, and the read fails with `pdf-decoded-too-large` even where pdfjs
 * swallowed the error to carry on.
 */
export async function withDecodeBudget<T>(limitBytes: number, read: () => Promise<T>): Promise<T> {
  let used = 0
  const exceeded = () => decodedTooLarge(Math.round(limitBytes / 2 ** 20))
  globalThis.pdfjsDecodeBudget = {
    charge(bytes: number) {
      used += bytes
      if (used > limitBytes) throw exceeded()
    },
    remaining: () => Math.max(0, limitBytes - used),
  }
  try {
    const result = await read()
    if (used > limitBytes) throw exceeded()
    return result
  } catch (error) {
    throw used > limitBytes ? exceeded() : error
  } finally {
    globalThis.pdfjsDecodeBudget = undefined
  }
}
