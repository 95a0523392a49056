import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { useTempDir } from '../helpers/temp-dir'
import { createTestEngine } from '../helpers/test-engine'

const tempDir = useTempDir('astro-interrupted-')
const context = { signal: new AbortController().signal }

// A crash (or SIGKILL) mid-download or mid-parse used to leave the paper busy for ever: its buttons stayed disabled.
describe('library work interrupted by a crash', () => {
  it('downloading and parsing states are reset when the engine starts again', async () => {
    const dataDir = tempDir()
    const first = await createTestEngine({ dataDir })
    const { papers } = await first.handlers['library.importBibtex'](
      { text: '@article{A2020, title = {Stuck download}}\n@article{B2021, title = {Stuck parse}}\n' },
      context,
    )
    await first.dispose()
    const [download, parse] = papers
    const db = new Database(join(dataDir, 'astroresearch.sqlite'))
    db.prepare(`update papers set download_status = 'downloading' where id = ?`).run(download?.id)
    db.prepare(`update papers set download_status = 'downloaded', parse_status = 'parsing' where id = ?`).run(parse?.id)
    db.close()

    const second = await createTestEngine({ dataDir })
    const afterDownload = await second.handlers['paper.get']({ paper: download?.id ?? '' }, context)
    const afterParse = await second.handlers['paper.get']({ paper: parse?.id ?? '' }, context)
    await second.dispose()
    expect(afterDownload.downloadStatus).toBe('none')
    expect(afterParse).toMatchObject({ parseStatus: 'failed', parseError: expect.stringMatching(/Parse it again/) })
  })
})
