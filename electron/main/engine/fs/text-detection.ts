const SAMPLE_BYTES = 8192

/** Heuristic used by grep and git: a NUL byte, or many control bytes, in the first 8 KB means binary. */
export function looksBinary(content: Buffer): boolean {
  const sample = content.subarray(0, SAMPLE_BYTES)
  let control = 0
  for (const byte of sample) {
    if (byte === 0) return true
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++
  }
  return sample.length > 0 && control / sample.length > 0.1
}
