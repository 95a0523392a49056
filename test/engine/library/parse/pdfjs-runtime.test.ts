import { describe, expect, it } from 'vitest'
import { readPdfTextShare } from '../../../../electron/main/engine/library/parse/pdf-text-items'
import { loadPdfjs } from '../../../../electron/main/engine/library/parse/pdfjs-runtime'
import { readSharedFixture } from '../../../helpers/shared-fixtures'

describe('loadPdfjs', () => {
  it('keeps the natives pdfjs-dist polyfills over and the additions Node 20 lacks', async () => {
    const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify }
    const pdfjs = await loadPdfjs()
    expect(typeof pdfjs.getDocument).toBe('function')
    expect(Array.prototype.push).toBe(natives.push)
    expect(JSON.parse).toBe(natives.parse)
    expect(JSON.stringify).toBe(natives.stringify)
    expect(Function.prototype.toString.call(Array.prototype.push)).toContain('[native code]')
    expect(Reflect.get(Promise, 'withResolvers')).toBeTypeOf('function')
  })

  it('skips compiling font programs without changing a character or a position of the text', async () => {
    await loadPdfjs()
    const pdf = new Uint8Array(readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf'))
    expect(globalThis.pdfjsTextOnly).toBe(true)
    const textOnly = await readPdfTextShare(pdf, { index: 0, parts: 1 })
    globalThis.pdfjsTextOnly = false
    try {
      expect(await readPdfTextShare(pdf, { index: 0, parts: 1 })).toEqual(textOnly)
    } finally {
      globalThis.pdfjsTextOnly = true
    }
  })

  it('loads once per thread', async () => {
    expect(await loadPdfjs()).toBe(await loadPdfjs())
  })
})
