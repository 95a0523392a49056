import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PathSandbox } from '../../../../../electron/main/engine/fs/path-sandbox'
import { createGlobFilesTool } from '../../../../../electron/main/engine/tools/builtin/glob-files'
import { link, toolContext, useSandboxLayout } from '../../../fs/sandbox-layout'

const globFilesTool = (sandbox: PathSandbox) => createGlobFilesTool({ sandbox: () => sandbox })

const layout = useSandboxLayout()

describe('glob_files', () => {
  it('lists matches newest first, honours .gitignore and caps the list', async () => {
    const { sandbox, project } = layout()
    mkdirSync(join(project, 'data'))
    mkdirSync(join(project, 'cache'))
    writeFileSync(join(project, '.gitignore'), 'cache/\n')
    const now = Date.now() / 1000
    for (const [index, name] of ['data/old.fits', 'data/mid.fits', 'new.fits', 'cache/skip.fits'].entries()) {
      writeFileSync(join(project, name), 'x')
      utimesSync(join(project, name), now - 100 + index, now - 100 + index)
    }
    const context = toolContext()
    const result = await globFilesTool(sandbox).execute({ pattern: '**/*.fits', path: '.', limit: 100 }, context)
    expect(result.content).toBe('new.fits\ndata/mid.fits\ndata/old.fits')
    const capped = await globFilesTool(sandbox).execute({ pattern: '**/*.fits', path: '.', limit: 2 }, context)
    expect(capped.content).toContain('Showing 2 of 3 files')
  })

  it('refuses patterns that climb out and does not follow links out of the roots', async () => {
    const { sandbox, project, outside } = layout()
    writeFileSync(join(outside, 'secret.fits'), 'x')
    link(outside, join(project, 'escape'))
    const context = toolContext()
    const climb = await globFilesTool(sandbox).execute({ pattern: '../outside/*.fits', path: '.', limit: 100 }, context)
    expect(climb.isError).toBe(true)
    const all = await globFilesTool(sandbox).execute({ pattern: '**/*.fits', path: '.', limit: 100 }, context)
    expect(all.content).not.toContain('secret')
  })
})
