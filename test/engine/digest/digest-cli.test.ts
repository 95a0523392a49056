import { afterEach, describe, expect, it } from 'vitest'
import { type CliIo, runLibraryCli } from '../../../electron/main/hosts/headless/library-cli'
import { sharedFixturesDir } from '../../helpers/shared-fixtures'
import { useTempDir } from '../../helpers/temp-dir'
import { HUNDRED_ENTRY_PAGE, type ListingReplay, startListingReplay } from './arxiv-listing-replay'

const tempDir = useTempDir('astro-digest-cli-')
const servers: ListingReplay[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

function io() {
  const out: string[] = []
  const error: string[] = []
  const value: CliIo = {
    out: (text) => out.push(text),
    error: (text) => error.push(text),
    env: {},
    cwd: sharedFixturesDir,
  }
  return { value, out, error }
}

describe('npm run library -- digest', { timeout: 60_000 }, () => {
  it('prints a day’s ranked listing as JSON, then from the store as text, and refuses bad categories', async () => {
    const server = await startListingReplay([HUNDRED_ENTRY_PAGE])
    servers.push(server)
    const common = [
      '--data-dir',
      tempDir(),
      '--arxiv-url',
      server.url,
      '--categories',
      'cs.DS,cs.IT',
      '--date',
      '2026-12-02',
    ]

    const json = io()
    expect(await runLibraryCli(['digest', ...common, '--top', '3', '--json'], json.value)).toBe(0)
    const printed = JSON.parse(json.out.join('\n'))
    expect(printed).toMatchObject({
      requestedDate: '2026-12-02',
      listingDate: '2026-12-02',
      status: 'fetched',
      total: 100,
    })
    expect(printed.entries).toHaveLength(3)
    expect(Object.keys(printed.entries[0]).sort()).toEqual(['id', 'reasons', 'score', 'title'])
    expect(server.queries()[0]).toContain('(cat:cs.DS OR cat:cs.IT) AND submittedDate:[202611301900 TO 202612011900]')

    const text = io()
    expect(await runLibraryCli(['digest', ...common, '--top', '2'], text.value)).toBe(0)
    const lines = text.out.join('\n').split('\n')
    expect(lines[0]).toBe('arXiv cs.DS, cs.IT, 2026-12-02: 100 new paper(s)')
    expect(lines[1]).toMatch(/^1\. \S+ {2}0\.000 {2}\S/)
    expect(lines[3]).toBe('   why: nothing in your library or follows matched')
    expect(server.requests).toHaveLength(2)

    const bad = io()
    expect(await runLibraryCli(['digest', '--categories', 'astro ph!', '--data-dir', tempDir()], bad.value)).toBe(2)
    expect(bad.error.join('\n')).toContain('--categories')
  })
})
