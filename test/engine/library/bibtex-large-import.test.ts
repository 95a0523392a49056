import { describe, expect, it } from 'vitest'
import type { EventOf } from '../../../electron/shared/contract/events'
import { unbalancedBracesBib, validBib } from '../../helpers/hostile-corpus'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()

/** A file past the size read on the engine's own thread, so it goes to the reading thread. */
const LARGE = 1_000_000

function importProgress(engine: Awaited<ReturnType<typeof makeEngine>>) {
  const events: EventOf<'library-progress'>[] = []
  const unsubscribe = engine.events.subscribe({ types: ['library-progress'] }, (event) => {
    if (event.type === 'library-progress' && event.task === 'import') events.push(event)
  })
  return { events, unsubscribe }
}

describe('a large .bib file through library.importBibtex', () => {
  it('is read on its own thread with progress to the end, while other commands answer before it is done', async () => {
    const engine = await makeEngine()
    const text = validBib(LARGE)
    const entryCount = text.split('@article{').length - 1
    const progress = importProgress(engine)
    const order: string[] = []
    const importing = engine.handlers['library.importBibtex']({ text }, { signal: new AbortController().signal })
    void importing.then(() => order.push('import'))
    await engine.handlers['library.list'](
      { sort: 'added', limit: 1, offset: 0 },
      { signal: new AbortController().signal },
    )
    order.push('list')
    const result = await importing
    progress.unsubscribe()
    expect(order).toEqual(['list', 'import'])
    expect(result.errors).toEqual([])
    expect(result.papers).toHaveLength(entryCount)
    const fractions = progress.events.map((event) => event.fraction)
    expect(fractions.length).toBeGreaterThan(3)
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b))
    expect(fractions.at(-1)).toBe(1)
    expect(progress.events.at(-1)?.message).toBe(`Imported ${entryCount.toLocaleString('en')} entries`)
    const listed = await engine.handlers['library.list'](
      { sort: 'added', limit: 1, offset: 0 },
      { signal: new AbortController().signal },
    )
    expect(listed.total).toBe(entryCount)
  }, 120_000)

  it('cancelled while it is stored, leaves the library as it was: new papers gone, a merged paper restored', async () => {
    const engine = await makeEngine()
    const context = { signal: new AbortController().signal }
    const earlier = await engine.handlers['library.importBibtex'](
      {
        text: '@article{mine, title = {My own title}, author = {Me, Myself}, year = {2001}, doi = {10.3847/fake.3}}',
      },
      context,
    )
    const before = earlier.papers[0]
    const controller = new AbortController()
    const progress = importProgress(engine)
    const unsubscribe = engine.events.subscribe({ types: ['library-progress'] }, (event) => {
      if (event.type === 'library-progress' && event.message.startsWith('Stored')) controller.abort()
    })
    await expect(
      engine.handlers['library.importBibtex']({ text: validBib(LARGE) }, { signal: controller.signal }),
    ).rejects.toThrow(/cancelled; nothing from the file was stored/)
    unsubscribe()
    progress.unsubscribe()
    expect(progress.events.some((event) => event.message.startsWith('Stored'))).toBe(true)
    const after = await engine.handlers['library.list']({ sort: 'added', limit: 10, offset: 0 }, context)
    expect(after.total).toBe(1)
    expect(after.papers[0]?.title).toBe('My own title')
    expect(after.papers[0]?.authors).toEqual(before?.authors)
    expect(after.papers[0]?.bibliography).toEqual(before?.bibliography)
    const { bibtex } = await engine.handlers['library.exportBibtex']({}, context)
    expect(bibtex).toMatch(/^@article\{mine,/u)
  }, 120_000)

  it('cancelled while it is read, stops the reading thread and stores nothing', async () => {
    const engine = await makeEngine()
    const controller = new AbortController()
    const unsubscribe = engine.events.subscribe({ types: ['library-progress'] }, () => controller.abort())
    await expect(
      engine.handlers['library.importBibtex']({ text: validBib(LARGE) }, { signal: controller.signal }),
    ).rejects.toThrow(/cancelled/)
    unsubscribe()
    const after = await engine.handlers['library.list'](
      { sort: 'added', limit: 10, offset: 0 },
      { signal: new AbortController().signal },
    )
    expect(after.total).toBe(0)
  }, 120_000)

  it('reports each entry whose braces never close with its own line, and imports the good one after them', async () => {
    const engine = await makeEngine()
    const broken = unbalancedBracesBib(400_000)
    const brokenCount = broken.split('@article{').length - 1
    const text = `${broken}@article{good, title = {A good one}, year = {2020}}\n`
    const result = await engine.handlers['library.importBibtex']({ text }, { signal: new AbortController().signal })
    expect(result.papers.map((paper) => paper.title)).toEqual(['A good one'])
    expect(result.errors).toHaveLength(brokenCount)
    expect(result.errors[0]).toMatch(/^Line 1: Entry open0 could not be read: the value of title is never closed/)
    expect(result.errors.at(-1)).toMatch(
      new RegExp(`^Line ${(brokenCount - 1) * 2 + 1}: Entry open${brokenCount - 1} `),
    )
  }, 120_000)
})
