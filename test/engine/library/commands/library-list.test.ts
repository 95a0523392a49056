import { describe, expect, it } from 'vitest'
import type { EventOf } from '../../../../electron/shared/contract/events'
import { readSharedFixture } from '../../../helpers/shared-fixtures'
import { useTestEngine } from '../../../helpers/test-engine'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const bib = `@article{a, title = {Zeta survey of halos}, author = {Young, Z. and Abel, B.}, year = {2001}, journal = {ApJ}}
@article{b, title = {Alpha survey of quasars}, author = {Abel, A.}, year = {2019}, journal = {MNRAS}}
@article{c, title = {Mid survey}, author = {Moss, M.}, journal = {A&A}}
`

describe('library.list through the engine', { timeout: 60_000 }, () => {
  it('sorts by title, first author and year (papers without a year last), and searches notes and parsed text', async () => {
    const engine = await createEngine()
    await engine.handlers['library.importBibtex']({ text: bib }, context)
    const list = (input: object) =>
      engine.handlers['library.list']({ limit: 50, offset: 0, sort: 'added', ...input }, context)
    const titles = async (input: object) => (await list(input)).papers.map((paper) => paper.title)

    expect(await titles({ sort: 'title' })).toEqual(['Alpha survey of quasars', 'Mid survey', 'Zeta survey of halos'])
    expect(await titles({ sort: 'title', direction: 'desc' })).toEqual([
      'Zeta survey of halos',
      'Mid survey',
      'Alpha survey of quasars',
    ])
    expect(await titles({ sort: 'firstAuthor' })).toEqual([
      'Alpha survey of quasars',
      'Mid survey',
      'Zeta survey of halos',
    ])
    expect(await titles({ sort: 'year', direction: 'desc' })).toEqual([
      'Alpha survey of quasars',
      'Zeta survey of halos',
      'Mid survey',
    ])

    const mid = (await list({ text: 'Mid' })).papers[0]
    if (!mid) throw new Error('found by title')
    await engine.handlers['note.save'](
      { paper: mid.id, page: null, content: 'Check the bolometric correction' },
      context,
    )
    expect(await titles({ text: 'bolometric' })).toEqual(['Mid survey'])
    await engine.handlers['note.save'](
      {
        paper: mid.id,
        id: (await engine.handlers['note.list']({ paper: mid.id }, context))[0]?.id,
        page: null,
        content: 'Nothing special',
      },
      context,
    )
    expect(await titles({ text: 'bolometric' })).toEqual([])

    const { job } = await engine.handlers['paper.attachPdf'](
      {
        paper: mid.id,
        fileName: 'mid.pdf',
        base64: readSharedFixture(
          'rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf',
        ).toString('base64'),
      },
      context,
    )
    await new Promise<void>((resolve) => {
      const unsubscribe = engine.events.subscribe({ types: ['library-add-updated'] }, (event) => {
        const update = (event as EventOf<'library-add-updated'>).job
        if (update.id === job.id && (update.state === 'done' || update.state === 'failed')) {
          unsubscribe()
          resolve()
        }
      })
    })
    expect(await titles({ text: 'exocomets' })).toEqual(['Mid survey'])
  })
})
