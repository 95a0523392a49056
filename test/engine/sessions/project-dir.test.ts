import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTempDir } from '../../helpers/temp-dir'
import { useTestEngine } from '../../helpers/test-engine'

const tempDir = useTempDir()
const testEngine = useTestEngine()
const signal = new AbortController().signal

describe('session project folder', () => {
  it('stores the real path of an existing folder and announces the change', async () => {
    const engine = await testEngine()
    const dir = tempDir()
    mkdirSync(join(dir, 'thesis'))
    symlinkSync(join(dir, 'thesis'), join(dir, 'link'))
    const session = await engine.handlers['session.create']({ title: 'Fits' }, { signal })
    const seen: string[] = []
    engine.events.subscribe({ sessionId: session.id }, (event) => {
      if (event.type === 'session-updated') seen.push(event.change)
    })
    const updated = await engine.handlers['session.setProjectDir'](
      { id: session.id, projectDir: join(dir, 'link') },
      { signal },
    )
    expect(updated.projectDir).toBe(realpathSync(join(dir, 'thesis')))
    expect(seen).toEqual(['project-changed'])
    const cleared = await engine.handlers['session.setProjectDir']({ id: session.id, projectDir: null }, { signal })
    expect(cleared.projectDir).toBeNull()
  })

  it.each([
    ['a relative path', 'relative/dir', /not an absolute path/],
    ['a missing folder', '/definitely/not/here', /does not exist/],
    ['the root of the disk', '/', /whole disk/],
  ])('refuses %s and keeps the session unchanged', async (_label, projectDir, message) => {
    const engine = await testEngine()
    const session = await engine.handlers['session.create']({}, { signal })
    await expect(engine.handlers['session.setProjectDir']({ id: session.id, projectDir }, { signal })).rejects.toThrow(
      message,
    )
    expect((await engine.handlers['session.get']({ id: session.id }, { signal })).projectDir).toBeNull()
  })

  it('refuses a file, also when creating a session', async () => {
    const engine = await testEngine()
    const file = join(tempDir(), 'notes.txt')
    writeFileSync(file, 'x')
    await expect(engine.handlers['session.create']({ projectDir: file }, { signal })).rejects.toThrow(/not a folder/)
    expect(await engine.handlers['session.list']({}, { signal })).toEqual([])
  })
})
