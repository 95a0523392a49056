import { statSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTempDir } from '../helpers/temp-dir'
import { createTestEngine } from '../helpers/test-engine'

const tempDir = useTempDir('astro-data-dir-')
const mode = (path: string) => statSync(path).mode & 0o777

describe('the data dir', () => {
  it('is created owner-only (0700) and its database 0600, whatever the umask', async () => {
    const previous = process.umask(0o022)
    const dataDir = join(tempDir(), 'fresh', 'data')
    try {
      const engine = await createTestEngine({ dataDir })
      await engine.dispose()
    } finally {
      process.umask(previous)
    }
    expect(mode(dataDir)).toBe(0o700)
    expect(mode(join(dataDir, 'astroresearch.sqlite'))).toBe(0o600)
  })

  it('a second engine on the same data dir refuses, naming the first; it opens once the first has closed', async () => {
    const dataDir = tempDir()
    const first = await createTestEngine({ dataDir })
    await expect(createTestEngine({ dataDir })).rejects.toMatchObject({
      code: 'data-dir-locked',
      message: expect.stringContaining(`pid ${process.pid} on ${hostname()}`),
      hint: expect.stringContaining('--data-dir'),
    })
    const session = await first.handlers['session.create'](
      { title: 'Still mine' },
      { signal: new AbortController().signal },
    )
    await first.dispose()
    const second = await createTestEngine({ dataDir })
    const sessions = await second.handlers['session.list']({}, { signal: new AbortController().signal })
    expect(sessions.map((row) => row.id)).toEqual([session.id])
    await second.dispose()
  })

  it('a lock left by a crashed process (its pid gone) is taken over', async () => {
    const dataDir = tempDir()
    const gone = 2 ** 22 + 12_345
    writeFileSync(
      join(dataDir, 'astroresearch.lock'),
      JSON.stringify({ pid: gone, hostname: hostname(), host: 'headless', startedAt: 0 }),
    )
    const engine = await createTestEngine({ dataDir })
    await engine.dispose()
  })
})
