import { describe, expect, it } from 'vitest'
import { PARSER_VERSION } from '../../../../electron/main/engine/library/parse/parser-version'
import { libraryCommands } from '../../../../electron/shared/contract/commands/library'
import type { EventOf } from '../../../../electron/shared/contract/events'
import { startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixture } from '../../../helpers/shared-fixtures'
import { useTempDir } from '../../../helpers/temp-dir'
import { type TestEngine, useTestEngine } from '../../../helpers/test-engine'
import { addJobFinished } from '../add-job-finished'

const createEngine = useTestEngine()
const tempDir = useTempDir('astro-reparse-')
const context = { signal: new AbortController().signal }
const paperFile = 'pdf-fidelity/astro-rotate-K2-rotation-periods-XeTeX-Type1C-Builtin-AASTeX61.pdf'

const parserVersion = (engine: TestEngine, paperId: string) =>
  engine.db().prepare('select parser_version from papers where id = ?').pluck().get(paperId)

const chunks = (engine: TestEngine, paperId: string) =>
  Number(engine.db().prepare('select count(*) from rag_chunks where paper_id = ?').pluck().get(paperId))

async function offline(engine: TestEngine) {
  const closed = await startLoopbackServer(() => {})
  await closed.close()
  await engine.handlers['settings.set'](
    {
      patch: { services: { arxivBaseUrl: closed.url, adsBaseUrl: closed.url, crossrefBaseUrl: closed.url } },
      secrets: [],
    },
    context,
  )
}

describe('a paper parsed by an older parser', { timeout: 90_000 }, () => {
  it('is parsed and indexed again in the background when the upgraded engine starts, with progress', async () => {
    // One data dir for both engines, kept when the first one stops.
    const dataDir = tempDir()
    const first = await createEngine({ dataDir })
    await offline(first)
    const { job } = await first.handlers['library.addPdf'](
      { fileName: 'ms.pdf', base64: readSharedFixture(paperFile).toString('base64') },
      context,
    )
    const added = await addJobFinished(first, job.id)
    const paperId = added.paperId ?? ''
    expect(parserVersion(first, paperId)).toBe(PARSER_VERSION)
    // What an older engine left behind: its version and its text.
    const stored = first.db()
    stored.prepare('update papers set parser_version = 0 where id = ?').run(paperId)
    stored.prepare("update paper_pages set text = 'text of the old parser' where paper_id = ?").run(paperId)
    await expect.poll(() => chunks(first, paperId), { timeout: 20_000 }).toBeGreaterThan(0)
    await first.dispose()

    const upgraded = await createEngine({ dataDir })
    const progress: { task: string; fraction: number }[] = []
    const reindexed = new Promise<void>((resolve) => {
      upgraded.events.subscribe({ types: ['library-progress'] }, (event) => {
        const update = event as EventOf<'library-progress'>
        if (update.paperId !== paperId) return
        progress.push({ task: update.task, fraction: update.fraction })
        if (update.task === 'index' && update.fraction === 1) resolve()
      })
    })
    await reindexed
    // Parsed first, with progress from its start to its end, then indexed.
    const parse = progress.filter((update) => update.task === 'parse').map((update) => update.fraction)
    expect(parse[0]).toBe(0)
    expect(parse.at(-1)).toBe(1)
    expect(progress.findIndex((update) => update.task === 'index')).toBeGreaterThan(parse.length - 1)
    expect(parserVersion(upgraded, paperId)).toBe(PARSER_VERSION)
    const content = await upgraded.handlers['paper.content'](
      libraryCommands['paper.content'].input.parse({ paper: paperId, pageFrom: 1, pageTo: 3 }),
      context,
    )
    expect(content.text).not.toContain('text of the old parser')
    expect(content.text).toContain('INFERRING STELLAR ROTATION PERIODS USING K2 AT SCALE')
    expect(chunks(upgraded, paperId)).toBeGreaterThan(0)
  })
})
