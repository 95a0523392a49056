import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'
import { HUNDRED_ENTRY_PAGE, type ListingReplay, startListingReplay } from './arxiv-listing-replay'
import { fillLibrary, record } from './digest-library'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const servers: (ListingReplay | FakeModelServer)[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

describe('arxiv_digest in a session', () => {
  it('gives the model today’s papers on a topic, ranked by the library, with the reasons', async () => {
    const arxiv = await startListingReplay([HUNDRED_ENTRY_PAGE])
    const model = await startFakeModel([
      {
        calls: [
          {
            id: 'd1',
            name: 'arxiv_digest',
            arguments: { topic: 'group testing', categories: ['cs.DS', 'cs.IT'], top: 3 },
          },
        ],
      },
      { text: 'Three group-testing papers today.' },
    ])
    servers.push(arxiv, model)
    const engine = await makeEngine({ now: Date.UTC(2026, 11, 2, 7) })
    await useFakeModel(engine, model)
    await engine.handlers['settings.set'](
      { patch: { services: { arxivBaseUrl: arxiv.url }, digest: { keywords: ['DNA'] } }, secrets: [] },
      context,
    )
    await fillLibrary(engine, [
      {
        record: record(
          'Genetic screening with pooled samples',
          'Two-stage group testing algorithms screen a population for carriers of a genetic trait.',
        ),
      },
    ])

    const session = await engine.handlers['session.create']({}, context)
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'What is new today on group testing?' },
      context,
    )
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    expect(arxiv.queries()[0]).toContain('(cat:cs.DS OR cat:cs.IT) AND submittedDate:[')
    const tool = model.requests()[1]?.messages.find((message) => message.role === 'tool')
    const text = String(tool?.content)
    const lines = text.split('\n')
    expect(lines[0]).toMatch(
      /^\d+ paper\(s\) about 'group testing' in the arXiv listing of 2026-12-02 for cs\.DS, cs\.IT; the top 3/,
    )
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(
      /^1\. arXiv:1306\.4664 “Efficient Two-Stage Group Testing Algorithms for Genetic Screening” — Michael Huber \[cs\.DS, math\.CO, q-bio\.QM\] score \d/,
    )
    expect(lines[1]).toContain(
      "why: matches the topic 'group testing'; close to 1 paper in your library: “Genetic screening with pooled samples”; mentions 'DNA'",
    )
    expect(lines.slice(1).every((line) => /group testing/i.test(line))).toBe(true)
  })

  it('tells the model what to do when no category is chosen', async () => {
    const model = await startFakeModel([
      { calls: [{ id: 'd1', name: 'arxiv_digest', arguments: {} }] },
      { text: 'No categories.' },
    ])
    servers.push(model)
    const engine = await makeEngine()
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'New papers?' }, context)
    await engine.waitForRun(session.id, runId)
    const tool = model.requests()[1]?.messages.find((message) => message.role === 'tool')
    expect(String(tool?.content)).toContain(
      'No arXiv categories are chosen for the digest. Choose them in Settings → Digest',
    )
  })
})
