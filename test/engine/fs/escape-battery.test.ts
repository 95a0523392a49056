import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeAtomic } from '../../../electron/main/engine/fs/atomic-write'
import { SandboxError } from '../../../electron/main/engine/fs/sandbox-error'
import { readVerified } from '../../../electron/main/engine/fs/verified-read'
import { link, useSandboxLayout, write } from './sandbox-layout'

const layout = useSandboxLayout()
const smallLayout = useSandboxLayout({ maxReadBytes: 10, maxWriteBytes: 10 })

function refusal(action: () => unknown): SandboxError {
  try {
    action()
  } catch (error) {
    if (error instanceof SandboxError) return error
    throw error
  }
  throw new Error('expected the sandbox to refuse')
}

describe('escape battery: string-level refusals', () => {
  const cases: [string, string][] = [
    ['parent traversal', '../outside/secret.txt'],
    ['traversal in the middle', 'notes/../../outside/secret.txt'],
    ['backslash traversal', '..\\outside\\secret.txt'],
    ['bare parent', '..'],
    ['tilde home', '~/.ssh/id_rsa'],
    ['tilde user', '~root/x'],
    ['percent-encoded dots', '%2e%2e/outside/secret.txt'],
    ['percent-encoded slash', '..%2foutside'],
    ['double percent-encoding', '%252e%252e/outside'],
    ['percent-encoded NUL', 'notes.txt%00.png'],
    ['NUL byte', 'notes.txt\u0000.png'],
    ['newline', 'notes\n.txt'],
    ['fullwidth dots', '\uFF0E\uFF0E/outside/secret.txt'],
    ['fullwidth solidus', '\uFF0E\uFF0E\uFF0Foutside'],
    ['two-dot leader', '\u2025/outside'],
    ['one-dot leaders', '\u2024\u2024/outside'],
    ['division slash', 'a\u2215b'],
    ['fraction slash', 'a\u2044b'],
    ['fullwidth reverse solidus', '..\uFF3Coutside'],
    ['fullwidth tilde', '\uFF5E/x'],
    ['zero-width joiner', 'no\u200Dtes.txt'],
    ['right-to-left override', 'txt.\u202Eetons'],
    ['empty', ''],
    ['very long segment', 'a'.repeat(300)],
    ['very long path', 'a/'.repeat(2100)],
  ]
  for (const [name, path] of cases) {
    it(name, () => {
      const { sandbox, project } = layout()
      const error = refusal(() => sandbox.resolve(path, 'write'))
      expect(error.code).toBe('unsafe-path')
      expect(error.message).toContain(`Allowed folders: project (${project})`)
    })
  }
})

describe('escape battery: absolute paths and prefixes', () => {
  it('refuses absolute paths outside every root and names the allowed roots', () => {
    const { sandbox, outside, project, library, skills } = layout()
    write(join(outside, 'secret.txt'), 'secret')
    for (const path of ['/etc/passwd', join(outside, 'secret.txt'), '/']) {
      const error = refusal(() => sandbox.resolve(path, 'read'))
      expect(error.code).toBe('outside-roots')
      expect(error.message).toContain(project)
      expect(error.message).toContain(library)
      expect(error.message).toContain(skills)
    }
  })

  it('compares whole segments: a sibling sharing the root name as prefix is outside', () => {
    const { sandbox, project } = layout()
    mkdirSync(`${project}2`)
    write(`${project}2/data.txt`, 'x')
    expect(refusal(() => sandbox.resolve(`${project}2/data.txt`, 'read')).code).toBe('outside-roots')
    expect(refusal(() => sandbox.resolve(`${project}-evil/new.txt`, 'write')).code).toBe('outside-roots')
  })

  it('accepts relative paths, absolute paths inside any root and new files', () => {
    const { sandbox, project, library } = layout()
    write(join(project, 'notes.txt'), 'n')
    write(join(library, 'paper.md'), 'p')
    expect(sandbox.resolve('notes.txt', 'read').realPath).toBe(join(project, 'notes.txt'))
    expect(sandbox.resolve('./notes.txt', 'read').displayPath).toBe('notes.txt')
    expect(sandbox.resolve(join(library, 'paper.md'), 'read').root.name).toBe('library')
    const created = sandbox.resolve('results/new/fit.csv', 'write')
    expect(created.kind).toBe('missing')
    expect(created.realPath).toBe(join(project, 'results/new/fit.csv'))
    expect(sandbox.resolve('file..name.txt', 'write').kind).toBe('missing')
  })
})

describe('escape battery: symlinks', () => {
  it('refuses a symlinked directory that leaves the roots, at any depth', () => {
    const { sandbox, project, outside } = layout()
    write(join(outside, 'secret.txt'), 'secret')
    link(outside, join(project, 'link-out'))
    mkdirSync(join(project, 'deep/a/b'), { recursive: true })
    link(outside, join(project, 'deep/a/b/link'))
    for (const path of ['link-out/secret.txt', 'deep/a/b/link/secret.txt', 'link-out']) {
      expect(refusal(() => sandbox.resolve(path, 'file-or-directory')).code).toBe('symlink-escape')
    }
  })

  it('refuses a symlinked file pointing outside, and a link that leaves and comes back', () => {
    const { sandbox, project, outside } = layout()
    write(join(outside, 'secret.txt'), 'secret')
    write(join(project, 'notes.txt'), 'notes')
    link(join(outside, 'secret.txt'), join(project, 'innocent.txt'))
    link(join(project, 'notes.txt'), join(outside, 'back.txt'))
    link(outside, join(project, 'via-outside'))
    expect(refusal(() => sandbox.resolve('innocent.txt', 'read')).code).toBe('symlink-escape')
    expect(refusal(() => sandbox.resolve('via-outside/back.txt', 'read')).code).toBe('symlink-escape')
  })

  it('refuses relative link targets that climb out and symlinks to devices', () => {
    const { sandbox, project } = layout()
    link('../../../../../../etc', join(project, 'climb'))
    link('/dev/null', join(project, 'null'))
    expect(refusal(() => sandbox.resolve('climb/passwd', 'read')).code).toBe('symlink-escape')
    expect(refusal(() => sandbox.resolve('null', 'read')).code).toBe('symlink-escape')
  })

  it('accepts symlinks into roots: inside a root, across roots, and an alias above the roots', () => {
    const { sandbox, project, library, base } = layout()
    write(join(library, 'paper.md'), 'p')
    write(join(project, 'notes.txt'), 'n')
    link(library, join(project, 'lib'))
    link(join(project, 'notes.txt'), join(project, 'notes-link.txt'))
    link(project, join(base, 'alias'))
    expect(sandbox.resolve('lib/paper.md', 'read').realPath).toBe(join(library, 'paper.md'))
    expect(sandbox.resolve('notes-link.txt', 'read').realPath).toBe(join(project, 'notes.txt'))
    expect(sandbox.resolve(join(base, 'alias/notes.txt'), 'read').realPath).toBe(join(project, 'notes.txt'))
  })

  it('refuses a new file whose parent is a symlink leaving the roots, and writes nothing there', async () => {
    const { sandbox, project, outside } = layout()
    link(outside, join(project, 'exports'))
    expect(refusal(() => sandbox.resolve('exports/new.txt', 'write')).code).toBe('symlink-escape')
    expect(refusal(() => sandbox.resolve('exports/sub/new.txt', 'write')).code).toBe('symlink-escape')
    expect(existsSync(join(outside, 'new.txt'))).toBe(false)
  })

  it('refuses dangling and looping symlinks', () => {
    const { sandbox, project, outside } = layout()
    link(join(outside, 'not-yet.txt'), join(project, 'dangling.txt'))
    link(join(project, 'loop-b'), join(project, 'loop-a'))
    link(join(project, 'loop-a'), join(project, 'loop-b'))
    expect(refusal(() => sandbox.resolve('dangling.txt', 'write')).code).toBe('symlink-escape')
    expect(refusal(() => sandbox.resolve('loop-a/x', 'write')).code).toBe('symlink-escape')
  })
})

describe('escape battery: special files and sizes', () => {
  it('refuses FIFOs and sockets inside a root', async () => {
    const { sandbox, project } = layout()
    execFileSync('mkfifo', [join(project, 'pipe')])
    expect(refusal(() => sandbox.resolve('pipe', 'read')).code).toBe('special-file')
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(join(project, 'sock'), resolve))
    try {
      expect(refusal(() => sandbox.resolve('sock', 'read')).code).toBe('special-file')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('enforces the read and write size caps', async () => {
    const { sandbox, project } = smallLayout()
    write(join(project, 'big.txt'), 'x'.repeat(11))
    await expect(readVerified(sandbox, sandbox.resolve('big.txt', 'read'))).rejects.toMatchObject({ code: 'too-large' })
    await expect(writeAtomic(sandbox, sandbox.resolve('out.txt', 'write'), 'y'.repeat(11))).rejects.toMatchObject({
      code: 'too-large',
    })
    expect(existsSync(join(project, 'out.txt'))).toBe(false)
  })
})

describe('escape battery: races between the check and the use', () => {
  it('detects a directory swapped for a symlink before the write and writes nothing outside', async () => {
    const { sandbox, project, outside } = layout()
    mkdirSync(join(project, 'results'))
    const checked = sandbox.resolve('results/fit.csv', 'write')
    renameSync(join(project, 'results'), join(project, 'results-old'))
    link(outside, join(project, 'results'))
    await expect(writeAtomic(sandbox, checked, 'data')).rejects.toMatchObject({ code: 'changed-during-operation' })
    expect(existsSync(join(outside, 'fit.csv'))).toBe(false)
  })

  it('detects an ancestor directory swapped for a symlink (checked through the open descriptor)', async () => {
    const { sandbox, project, outside } = layout()
    mkdirSync(join(project, 'a/b'), { recursive: true })
    mkdirSync(join(outside, 'b'))
    const checked = sandbox.resolve('a/b/fit.csv', 'write')
    renameSync(join(project, 'a'), join(project, 'a-old'))
    link(outside, join(project, 'a'))
    await expect(writeAtomic(sandbox, checked, 'data')).rejects.toMatchObject({ code: 'changed-during-operation' })
    expect(readdirSync(join(outside, 'b'))).toEqual([])
  })

  it('detects a file swapped for a symlink before the read', async () => {
    const { sandbox, project, outside } = layout()
    write(join(outside, 'secret.txt'), 'secret')
    write(join(project, 'notes.txt'), 'notes')
    const checked = sandbox.resolve('notes.txt', 'read')
    renameSync(join(project, 'notes.txt'), join(project, 'notes-old.txt'))
    link(join(outside, 'secret.txt'), join(project, 'notes.txt'))
    await expect(readVerified(sandbox, checked)).rejects.toMatchObject({ code: 'changed-during-operation' })
  })
})
