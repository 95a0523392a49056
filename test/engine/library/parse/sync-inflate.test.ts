import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { withDecodeBudget } from '../../../../electron/main/engine/library/parse/decode-budget'
import { inflateWithinBudget } from '../../../../electron/main/engine/library/parse/sync-inflate'

const text = 'BT /F1 12 Tf 72 720 Td (4.56 ± 0.78) Tj ET\n'.repeat(200)

describe('inflateWithinBudget', () => {
  it('decodes a Flate stream in one call and charges the read its size', async () => {
    let left = 0
    const decoded = await withDecodeBudget(1_000_000, async () => {
      const bytes = inflateWithinBudget(new Uint8Array(deflateSync(text)), 'deflate')
      left = globalThis.pdfjsDecodeBudget?.remaining() ?? -1
      return bytes
    })
    expect(Buffer.from(decoded ?? []).toString('utf8')).toBe(text)
    expect(left).toBe(1_000_000 - Buffer.byteLength(text))
  })

  it('stops a stream that would expand past the budget, and the read fails as too large', async () => {
    const bomb = new Uint8Array(deflateSync(Buffer.alloc(64 * 2 ** 20)))
    await expect(withDecodeBudget(2 ** 20, async () => inflateWithinBudget(bomb, 'deflate'))).rejects.toMatchObject({
      code: 'pdf-decoded-too-large',
    })
  })

  it('gives damaged data back to pdfjs (null), and leaves formats it does not know alone', () => {
    const truncated = new Uint8Array(deflateSync(text)).subarray(0, 40)
    expect(inflateWithinBudget(truncated, 'deflate')).toBeNull()
    expect(inflateWithinBudget(new Uint8Array(deflateSync(text)), 'gzip')).toBeNull()
  })
})
