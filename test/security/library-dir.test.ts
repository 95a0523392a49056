import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTempDir } from '../helpers/temp-dir'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()
const tempDir = useTempDir('astro-library-dir-')
const context = { signal: new AbortController().signal }

// The library folder is a root of the file tools' sandbox: pointing it at / or at the data folder would open the
// whole disk, or the database, logs and secrets.json, to a hostile model.
describe('libraryDir cannot open more than a library folder to the file tools', () => {
  it.each([
    ['the filesystem root', () => '/'],
    ['the data folder', (dataDir: string) => dataDir],
    ['a folder holding the data folder', (dataDir: string) => join(dataDir, '..')],
    ['the data folder’s logs', (dataDir: string) => join(dataDir, 'logs')],
    ['a missing folder', (dataDir: string) => join(dataDir, '..', 'no-such-folder')],
    ['a file', (dataDir: string) => join(dataDir, 'astroresearch.sqlite')],
  ])('refuses %s and keeps the previous value', async (_name, choose) => {
    const engine = await makeEngine({ dataDir: join(tempDir(), 'data') })
    const before = (await engine.handlers['settings.get']({}, context)).settings.libraryDir
    await expect(
      engine.handlers['settings.set']({ patch: { libraryDir: choose(engine.dataDir) }, secrets: [] }, context),
    ).rejects.toMatchObject({ code: 'invalid-settings', message: expect.stringMatching(/libraryDir: /) })
    expect((await engine.handlers['settings.get']({}, context)).settings.libraryDir).toBe(before)
  })

  it('refuses a symlink that resolves to the data folder', async () => {
    const base = tempDir()
    const engine = await makeEngine({ dataDir: join(base, 'data') })
    symlinkSync(engine.dataDir, join(base, 'innocent'))
    await expect(
      engine.handlers['settings.set']({ patch: { libraryDir: join(base, 'innocent') }, secrets: [] }, context),
    ).rejects.toMatchObject({ code: 'invalid-settings' })
  })

  it('accepts an existing folder of its own, and the default library folder (the control case)', async () => {
    const base = tempDir()
    const engine = await makeEngine({ dataDir: join(base, 'data') })
    const papers = join(base, 'papers')
    mkdirSync(papers)
    writeFileSync(join(papers, 'keep.txt'), '')
    await engine.handlers['settings.set']({ patch: { libraryDir: papers }, secrets: [] }, context)
    expect((await engine.handlers['settings.get']({}, context)).settings.libraryDir).toBe(papers)
    mkdirSync(join(engine.dataDir, 'library'), { recursive: true })
    await engine.handlers['settings.set'](
      { patch: { libraryDir: join(engine.dataDir, 'library') }, secrets: [] },
      context,
    )
  })
})
