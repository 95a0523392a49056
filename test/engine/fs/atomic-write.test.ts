import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { commitFile, moveFile, writeFileAtomic } from '../../../electron/main/engine/fs/atomic-write'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-atomic-')

describe('writing a whole file atomically', () => {
  it('replaces the file and leaves nothing else in its folder', async () => {
    const folder = tempDir()
    const path = join(folder, 'notes.md')
    writeFileSync(path, 'old\n')
    await writeFileAtomic(path, 'new\n')
    expect(readFileSync(path, 'utf8')).toBe('new\n')
    expect(readdirSync(folder)).toEqual(['notes.md'])
  })

  it('gives a new file the mode asked for', async () => {
    const path = join(tempDir(), 'secrets.json')
    await writeFileAtomic(path, '{}\n', { mode: 0o600 })
    expect(statSync(path).mode & 0o777).toBe(0o600)
  })

  it('with replace: false, refuses an existing file (EEXIST), keeps it and cleans up its temp file', async () => {
    const folder = tempDir()
    const path = join(folder, 'result.txt')
    writeFileSync(path, 'first\n')
    await expect(writeFileAtomic(path, 'second\n', { replace: false })).rejects.toMatchObject({ code: 'EEXIST' })
    expect(readFileSync(path, 'utf8')).toBe('first\n')
    expect(readdirSync(folder)).toEqual(['result.txt'])
  })

  it('leaves no temp file when the rename fails (the target is a folder)', async () => {
    const folder = tempDir()
    mkdirSync(join(folder, 'taken', 'inside'), { recursive: true })
    await expect(writeFileAtomic(join(folder, 'taken'), 'text')).rejects.toThrow()
    expect(readdirSync(folder)).toEqual(['taken'])
  })

  it('commits a finished part file into place, and moves a file over an older one', async () => {
    const folder = tempDir()
    writeFileSync(join(folder, 'paper.pdf.part'), '%PDF-1.7 new')
    writeFileSync(join(folder, 'paper.pdf'), '%PDF-1.7 old')
    await commitFile(join(folder, 'paper.pdf.part'), join(folder, 'paper.pdf'))
    expect(readFileSync(join(folder, 'paper.pdf'), 'utf8')).toBe('%PDF-1.7 new')
    writeFileSync(join(folder, 'dropped.pdf'), '%PDF-1.7 dropped')
    await moveFile(join(folder, 'dropped.pdf'), join(folder, 'paper.pdf'))
    expect(readFileSync(join(folder, 'paper.pdf'), 'utf8')).toBe('%PDF-1.7 dropped')
    expect(readdirSync(folder)).toEqual(['paper.pdf'])
  })
})
