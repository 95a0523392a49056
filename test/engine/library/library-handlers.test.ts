import { afterEach, describe, expect, it } from 'vitest'
import { createLibraryHandlers } from '../../../electron/main/engine/library/commands/library-handlers'
import { libraryCommands } from '../../../electron/shared/contract/commands/library'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestLibrary } from './library-test-kit'

const tempDir = useTempDir('astro-handlers-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const context = { signal: new AbortController().signal }

describe('library command handlers', () => {
  it('resolve targets and report the ADS quota, with outputs that match the contract', async () => {
    server = await startLoopbackServer((request, response) => {
      if (request.url?.startsWith('/cgi-bin/')) {
        response.end(readSharedFixtureText('sesame/sesame-xml-3-targets-ngc4258-found-and-notfound.xml'))
        return
      }
      response.writeHead(200, {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '4999',
        'x-ratelimit-reset': '1700000000',
      })
      response.end(readSharedFixtureText('ads/search-query-star-25rows.json'))
    })
    const { service } = createTestLibrary({
      libraryDir: tempDir(),
      urls: { sesameBaseUrl: server.url, adsBaseUrl: server.url },
    })
    const handlers = createLibraryHandlers(() => service)
    const target = await handlers['target.resolve'](
      libraryCommands['target.resolve'].input.parse({ name: ' ngc 4258 ' }),
      context,
    )
    expect(libraryCommands['target.resolve'].output.parse(target).objectType).toBe('LIN')
    expect(await handlers['library.quota']({}, context)).toEqual({ ads: null })
    await service.search({ query: 'star', source: 'ads', rows: 5, start: 0 })
    expect(await handlers['library.quota']({}, context)).toEqual({
      ads: { limit: 5000, remaining: 4999, resetsAt: 1_700_000_000_000 },
    })
  })

  it('reads parsed content through paper.content and says what to do before parsing', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    await service.importBibtex(
      '@article{k, title={Bethe}, author={Murray, J.}, eprint={1111.2011}, archivePrefix={arXiv}}',
    )
    const handlers = createLibraryHandlers(() => service)
    const input = libraryCommands['paper.content'].input.parse({ paper: '1111.2011' })
    expect(input).toMatchObject({ source: 'pdf', offset: 0, limit: 20_000 })
    await expect(handlers['paper.content'](input, context)).rejects.toThrow('run parse_paper first')
  })
})
