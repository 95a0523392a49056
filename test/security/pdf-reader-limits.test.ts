import { afterEach, describe, expect, it } from 'vitest'
import { parsePdf } from '../../electron/main/engine/library/parse/parse-pdf'
import { PdfTextPool } from '../../electron/main/engine/library/parse/pdf-text-pool'
import { readSharedFixture } from '../helpers/shared-fixtures'
import { damagedStreamsPdf, flateBombPdf, nestedGraphicsStatePdf } from './hostile-pdf'

const physics = new Uint8Array(readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf'))
const MIB = 2 ** 20

let pools: PdfTextPool[] = []
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.close()))
  pools = []
})

function pool(): PdfTextPool {
  const created = new PdfTextPool({ size: 2 })
  pools.push(created)
  return created
}

/** Runs `work` while sampling this process's resident memory (reader threads included); the peak above the start. */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage.rss()
  let peak = start
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 20)
  try {
    await work()
  } finally {
    clearInterval(sampler)
  }
  return Math.max(peak, process.memoryUsage.rss()) - start
}

describe('bounded PDF reading', { timeout: 60_000 }, () => {
  it('stops a Flate bomb (2.5 GB from 66 kB) at the decoded-bytes budget, within a memory ceiling', async () => {
    const readers = pool()
    const bomb = flateBombPdf({ decodedMib: 64, timesPerPage: 40, pages: 1 })
    expect(bomb.byteLength).toBeLessThan(100_000)
    let failure: unknown
    const growth = await peakRssGrowth(() => readers.read(bomb).catch((error: unknown) => (failure = error)))
    expect(failure).toMatchObject({ code: 'pdf-decoded-too-large', params: { megabytes: '192' } })
    // Unbounded, this file took 5.3 GB here before the budget existed.
    expect(growth).toBeLessThan(1200 * MIB)
    expect(await readers.read(physics)).toHaveLength(8)
  })

  it('stops a 64 MiB stream shared by 200 pages quickly instead of decoding it 200 times', async () => {
    const readers = pool()
    const started = Date.now()
    await expect(readers.read(flateBombPdf({ decodedMib: 64, timesPerPage: 1, pages: 200 }))).rejects.toMatchObject({
      code: 'pdf-decoded-too-large',
    })
    expect(Date.now() - started).toBeLessThan(20_000)
  })

  it('stops a read past its deadline (deeply nested graphics states), alone: reads queued behind it go on', async () => {
    const readers = new PdfTextPool({ size: 1 })
    pools.push(readers)
    const stalled = readers.read(nestedGraphicsStatePdf(20_000), {
      limits: { deadlineMs: 1500, decodedBytes: 64 * MIB },
    })
    const queued = readers.read(physics)
    await expect(stalled).rejects.toMatchObject({ code: 'pdf-too-slow', params: { seconds: '2' } })
    expect(await queued).toHaveLength(8)
  })

  it('a cancelled read stops its thread at once', async () => {
    const readers = pool()
    const controller = new AbortController()
    const stalled = readers.read(nestedGraphicsStatePdf(20_000), { signal: controller.signal })
    setTimeout(() => controller.abort(), 300)
    await expect(stalled).rejects.toMatchObject({ code: 'pdf-reader-stopped' })
    expect(await readers.read(physics)).toHaveLength(8)
  })
})

describe('a PDF with corrupt streams', () => {
  it('is parsed as partial, naming the pages whose text was lost, never as ready', async () => {
    const parsed = await parsePdf(damagedStreamsPdf(6, [2, 3, 4]))
    expect(parsed).toMatchObject({ status: 'partial', damagedPages: [2, 3, 4], pageCount: 6 })
    expect(parsed.pages[0]).toContain('Line 2 of a page')
    expect(parsed.pages[1]).toBe('')
    expect(parsed.pages[4]).toContain('Line 2 of a page')
  })

  it('fails as unreadable when no page can be decoded', async () => {
    await expect(parsePdf(damagedStreamsPdf(3, [1, 2, 3]))).rejects.toMatchObject({ code: 'pdf-unreadable' })
  })
})
