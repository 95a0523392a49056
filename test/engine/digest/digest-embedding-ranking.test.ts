import { afterEach, describe, expect, it } from 'vitest'
import type { Digest } from '../../../electron/shared/contract/commands/digest'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { useTestEngine } from '../../helpers/test-engine'
import { HUNDRED_ENTRY_PAGE, startListingReplay } from './arxiv-listing-replay'
import { fillLibrary, record } from './digest-library'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const servers: LoopbackServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

/** Group testing in other words: no word of it is in the listing's group-testing papers' titles or abstracts. */
const MIXED_SPECIMENS = record(
  'Mixing specimens to find the sick with few assays',
  'Combining swabs from many people into one assay, and splitting positive mixtures, tells who carries a virus while spending little reagent.',
)
const GROUP_TESTING_IDS = ['2008.01944', '2004.03322', '1009.3186', '1106.3680', '1306.4664']
/** A text about group testing, in any words. */
const GROUP_TESTING_MEANING = /group test|pool|specimen|swab/i

/**
 * An OpenAI-compatible /embeddings endpoint whose "model" knows one thing: whether a text is about group testing.
 * `status` other than 200 answers every request with that error.
 */
async function startEmbeddings(status = 200) {
  const server = await startLoopbackServer((request, response) => {
    if (status !== 200) {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'The model is not loaded' } }))
      return
    }
    const { input } = JSON.parse(request.body) as { input: string[] }
    const data = input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: GROUP_TESTING_MEANING.test(text) ? [1, 0.3, 0, 0, 0, 0, 0, 0] : [0.3, 1, 0, 0, 0, 0, 0, 0],
    }))
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ object: 'list', data, model: 'concepts' }))
  })
  servers.push(server)
  return server
}

async function engineWith(embeddings: LoopbackServer | null) {
  const listing = await startListingReplay([HUNDRED_ENTRY_PAGE])
  servers.push(listing)
  const engine = await makeEngine({ now: Date.UTC(2026, 11, 2, 7) })
  await engine.handlers['settings.set'](
    {
      patch: {
        services: { arxivBaseUrl: listing.url },
        digest: { categories: ['cs.SE'] },
        ...(embeddings
          ? {
              embeddings: {
                kind: 'openai' as const,
                openai: { baseUrl: `${embeddings.url}/v1`, model: 'concepts', dimensions: 8 },
              },
            }
          : {}),
      },
      secrets: [],
    },
    context,
  )
  await fillLibrary(engine, [{ record: MIXED_SPECIMENS }])
  return engine
}

const topSix = (digest: Digest) => digest.entries.slice(0, 6).map((entry) => entry.arxivId)
const embeddingRequests = (server: LoopbackServer) =>
  server.requests.filter((request) => request.url.startsWith('/v1/embeddings')).length

describe('the digest ranked by the embedding model beside BM25', () => {
  it('finds the papers that say what a library paper says in other words, and says why', async () => {
    const lexical = await (await engineWith(null)).handlers['digest.get']({ top: 100 }, context)
    expect(lexical.rankedBy).toBe('bm25')
    expect(topSix(lexical).filter((id) => GROUP_TESTING_IDS.includes(id)).length).toBeLessThan(3)

    const embeddings = await startEmbeddings()
    const engine = await engineWith(embeddings)
    const digest = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(digest.rankedBy).toBe('bm25-and-embeddings')
    // BM25's own best match (a paper on combining components) keeps a place among them.
    expect(
      topSix(digest)
        .filter((id) => GROUP_TESTING_IDS.includes(id))
        .sort(),
    ).toEqual([...GROUP_TESTING_IDS].sort())
    expect(digest.entries[0]?.reasons).toContainEqual({ kind: 'library', count: 1, titles: [MIXED_SPECIMENS.title] })

    // The listing and the library were embedded once; showing the digest again asks the model nothing.
    const asked = embeddingRequests(embeddings)
    expect(asked).toBeGreaterThan(0)
    const again = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(embeddingRequests(embeddings)).toBe(asked)
    expect(topSix(again)).toEqual(topSix(digest))
  })

  it('ranks by BM25 alone when the embedding model fails, without failing the digest', async () => {
    const broken = await startEmbeddings(400)
    const engine = await engineWith(broken)
    const digest = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(embeddingRequests(broken)).toBeGreaterThan(0)
    expect(digest.rankedBy).toBe('bm25')
    expect(digest.entries).toHaveLength(100)
  })
})
