import { mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
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

describe('project folders typed with ~, recent folders and the folder picker', () => {
  it('expands ~ and ~/… with the host’s home folder', async () => {
    const home = realpathSync(tempDir())
    mkdirSync(join(home, 'observations', 'm31'), { recursive: true })
    const engine = await testEngine({ hostPorts: { homeDir: home } })
    const session = await engine.handlers['session.create']({ projectDir: '~/observations/m31' }, { signal })
    expect(session.projectDir).toBe(join(home, 'observations', 'm31'))
    const atHome = await engine.handlers['session.setProjectDir']({ id: session.id, projectDir: '~' }, { signal })
    expect(atHome.projectDir).toBe(home)
    await expect(
      engine.handlers['session.setProjectDir']({ id: session.id, projectDir: '~/missing' }, { signal }),
    ).rejects.toThrow(`The folder ${join(home, 'missing')} does not exist.`)
    await expect(
      engine.handlers['session.setProjectDir']({ id: session.id, projectDir: '~someone/data' }, { signal }),
    ).rejects.toThrow(/not an absolute path/)
  })

  it('offers the last eight folders, newest first, without repeats or folders that are gone, across a restart', async () => {
    const root = realpathSync(tempDir())
    const folders = Array.from({ length: 10 }, (_, index) => join(root, `field-${index}`))
    for (const folder of folders) mkdirSync(folder)
    const dataDir = tempDir()
    const engine = await testEngine({ dataDir, now: Date.UTC(2026, 0, 1) })
    const session = await engine.handlers['session.create']({}, { signal })
    for (const folder of [...folders, folders[3]]) {
      await engine.handlers['session.setProjectDir']({ id: session.id, projectDir: folder }, { signal })
    }
    await engine.handlers['session.setProjectDir']({ id: session.id, projectDir: null }, { signal })
    rmSync(join(root, 'field-8'), { recursive: true })

    const { recent, canChoose } = await engine.handlers['project.folders']({}, { signal })
    expect(recent).toEqual([3, 9, 7, 6, 5, 4, 2].map((index) => folders[index]))
    expect(canChoose).toBe(false)

    await engine.dispose()
    const reopened = await testEngine({ dataDir })
    expect((await reopened.handlers['project.folders']({}, { signal })).recent).toEqual(recent)
  })

  it('asks the host’s folder picker with the window’s title, and says to type the path where there is none', async () => {
    const asked: unknown[] = []
    const engine = await testEngine({
      hostPorts: {
        chooseFolder: async (request) => {
          asked.push(request)
          return '/picked/folder'
        },
      },
    })
    expect((await engine.handlers['project.folders']({}, { signal })).canChoose).toBe(true)
    const picked = await engine.handlers['project.chooseFolder'](
      { title: '选择项目文件夹', defaultPath: '/data' },
      { signal },
    )
    expect(picked).toEqual({ path: '/picked/folder' })
    expect(asked).toEqual([{ title: '选择项目文件夹', defaultPath: '/data' }])

    const withoutPicker = await testEngine()
    await expect(withoutPicker.handlers['project.chooseFolder']({ title: 'Choose' }, { signal })).rejects.toMatchObject(
      { code: 'unsupported', hint: expect.stringMatching(/~\//) },
    )
  })
})
