import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PdfReadError } from '../../../../electron/main/engine/library/parse/pdf-read-error'
import { pagesOfShare, readPdfTextShare } from '../../../../electron/main/engine/library/parse/pdf-text-items'
import { PdfTextPool, workerScript } from '../../../../electron/main/engine/library/parse/pdf-text-pool'
import { readSharedFixture } from '../../../helpers/shared-fixtures'
import { useTempDir } from '../../../helpers/temp-dir'
import { blankPdf } from '../blank-pdf'

const physics = new Uint8Array(readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf'))

describe('pagesOfShare', () => {
  it.each([
    [8, 0, 2, 1, 4],
    [8, 1, 2, 5, 8],
    [9, 0, 2, 1, 4],
    [9, 1, 2, 5, 9],
    [4, 1, 2, 3, 4],
    [3, 0, 2, 1, 3],
    [3, 1, 2, 1, 0],
    [5, 0, 1, 1, 5],
  ])('%i pages, part %i of %i: pages %i to %i', (pageCount, index, parts, first, last) => {
    expect(pagesOfShare(pageCount, { index, parts })).toEqual({ first, last })
  })
})

describe('PdfTextPool', () => {
  const pools: PdfTextPool[] = []
  const pool = (options: ConstructorParameters<typeof PdfTextPool>[0] = {}) => {
    const created = new PdfTextPool(options)
    pools.push(created)
    return created
  }
  const tempDir = useTempDir()
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((created) => created.close()))
  })

  it('reads a paper across two threads exactly as one thread reads it, pages in order', async () => {
    const [shared, alone] = await Promise.all([
      pool({ size: 2 }).read(physics),
      readPdfTextShare(physics, { index: 0, parts: 1 }).then((read) => read.pages),
    ])
    expect(shared.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(shared).toEqual(alone)
  })

  it('names fonts by their own names, so both shares agree on the body font', async () => {
    const pages = await pool({ size: 2 }).read(physics)
    const bodyFont = (page: number) => {
      const counts = new Map<string, number>()
      for (const item of pages[page - 1]?.items ?? []) {
        if (Math.abs(item.size - 9.96) < 0.1)
          counts.set(item.fontName, (counts.get(item.fontName) ?? 0) + item.text.length)
      }
      return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
    }
    expect(bodyFont(2)).toMatch(/^[A-Z]{6}\+CMR10$/)
    expect(bodyFont(6)).toBe(bodyFont(2))
  })

  it('leaves the caller’s bytes intact', async () => {
    const bytes = physics.slice()
    await pool().read(bytes, { maxPages: 1 })
    expect(bytes).toEqual(physics)
  })

  it('reads only the first pages when asked', async () => {
    const pages = await pool({ size: 2 }).read(physics, { maxPages: 2 })
    expect(pages.map((page) => page.page)).toEqual([1, 2])
    expect(pages[0]?.marginText).toMatch(/arXiv:1111\.2011v2/)
  })

  it('reports a file that is not a PDF and keeps serving', async () => {
    const readers = pool({ size: 2 })
    const broken = readers.read(new TextEncoder().encode('<html>Sign in to continue</html>'))
    await expect(broken).rejects.toBeInstanceOf(PdfReadError)
    await expect(broken).rejects.toThrow(/could not be read as a PDF.*Nothing was changed/)
    expect(await readers.read(blankPdf(5))).toHaveLength(5)
  })

  it('turns a reader thread that dies into a PdfReadError, and starts a new one for the next read', async () => {
    const dir = tempDir()
    const marker = join(dir, 'died-once')
    const script = join(dir, 'dies-once.js')
    const real = workerScript().filename
    writeFileSync(
      script,
      `const fs = require('node:fs')
if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); process.exit(3) }
require(${JSON.stringify(createRequire(__filename).resolve('tsx/cjs'))})
require(${JSON.stringify(real)})
`,
    )
    const readers = pool({ size: 1, script: { filename: script, execArgv: [] } })
    await expect(readers.read(physics)).rejects.toThrow(/PDF reader stopped \(exit code 3\)/)
    expect(await readers.read(blankPdf(3))).toHaveLength(3)
  })

  it('fails the read, not the app, when a thread runs out of its heap', async () => {
    const readers = pool({ size: 1, heapLimitMb: 1 })
    await expect(readers.read(physics)).rejects.toThrow(/PDF reader stopped/)
  })

  it('stops a thread that answers in an unknown form', async () => {
    const script = join(tempDir(), 'babbles.js')
    writeFileSync(
      script,
      "require('node:worker_threads').parentPort.on('message', (m) => require('node:worker_threads').parentPort.postMessage({ id: m.id, pages: 'all of them' }))\n",
    )
    const readers = pool({ size: 1, script: { filename: script, execArgv: [] } })
    await expect(readers.read(physics)).rejects.toThrow(/PDF reader stopped \(it answered in a form/)
  })

  it('fails reads still in flight when closed', async () => {
    const readers = pool({ size: 2 })
    const outcome = expect(readers.read(physics)).rejects.toThrow(/the app is closing/)
    await readers.close()
    await outcome
  })
})
