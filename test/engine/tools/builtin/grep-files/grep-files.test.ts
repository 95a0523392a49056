import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PathSandbox } from '../../../../../electron/main/engine/fs/path-sandbox'
import { createGrepFilesTool } from '../../../../../electron/main/engine/tools/builtin/grep-files'
import { link, toolContext, useSandboxLayout } from '../../../fs/sandbox-layout'

const grepFilesTool = (sandbox: PathSandbox) => createGrepFilesTool({ sandbox: () => sandbox })

const layout = useSandboxLayout()
const defaults = { path: '.', ignore_case: false, fixed_strings: false, context: 0, max_count: 100 }

describe('grep_files', () => {
  it('prints ripgrep-style path:line:text with context lines and group separators', async () => {
    const { sandbox, project } = layout()
    mkdirSync(join(project, 'src'))
    writeFileSync(join(project, 'src/fit.py'), 'a\nb\nredshift = 0.5\nc\nd\ne\nf\nredshift += 1\n')
    const result = await grepFilesTool(sandbox).execute({ ...defaults, pattern: 'redshift', context: 1 }, toolContext())
    expect(result.content).toBe(
      [
        'src/fit.py-2-b',
        'src/fit.py:3:redshift = 0.5',
        'src/fit.py-4-c',
        '--',
        'src/fit.py-7-f',
        'src/fit.py:8:redshift += 1',
      ].join('\n'),
    )
    expect(result.metadata).toMatchObject({ matches: 2, files: 1 })
  })

  it('honours .gitignore (nested too), skips .git, binaries and links leaving the roots', async () => {
    const { sandbox, project, outside } = layout()
    mkdirSync(join(project, 'build'))
    mkdirSync(join(project, 'data/raw'), { recursive: true })
    mkdirSync(join(project, '.git'))
    writeFileSync(join(project, '.gitignore'), 'build/\n')
    writeFileSync(join(project, 'data/.gitignore'), 'raw/\n')
    writeFileSync(join(project, 'build/out.txt'), 'needle\n')
    writeFileSync(join(project, 'data/raw/dump.txt'), 'needle\n')
    writeFileSync(join(project, '.git/config'), 'needle\n')
    writeFileSync(join(project, 'blob.bin'), Buffer.from('needle\u0000\u0001'))
    writeFileSync(join(outside, 'secret.txt'), 'needle\n')
    link(outside, join(project, 'escape'))
    writeFileSync(join(project, 'keep.txt'), 'needle here\n')
    const result = await grepFilesTool(sandbox).execute({ ...defaults, pattern: 'needle' }, toolContext())
    expect(result.content.split('\n')[0]).toBe('keep.txt:1:needle here')
    expect(result.metadata).toMatchObject({ matches: 1 })
    expect(result.content).not.toContain('secret')
  })

  it('filters by glob, ignores case, treats fixed strings literally and stops at max_count', async () => {
    const { sandbox, project } = layout()
    writeFileSync(join(project, 'a.py'), 'M31 (x)\nm31\n')
    writeFileSync(join(project, 'b.txt'), 'M31 (x)\n')
    const context = toolContext()
    const py = await grepFilesTool(sandbox).execute(
      { ...defaults, pattern: 'm31', glob: '**/*.py', ignore_case: true },
      context,
    )
    expect(py.content).toBe('a.py:1:M31 (x)\na.py:2:m31')
    const literal = await grepFilesTool(sandbox).execute({ ...defaults, pattern: '(x)', fixed_strings: true }, context)
    expect(literal.metadata).toMatchObject({ matches: 2 })
    const capped = await grepFilesTool(sandbox).execute({ ...defaults, pattern: '31', max_count: 1 }, context)
    expect(capped.metadata).toMatchObject({ matches: 1 })
    expect(capped.content).toContain('stopped at max_count=1')
  })

  it('reports an invalid regex and a path outside the roots as errors', async () => {
    const { sandbox } = layout()
    const context = toolContext()
    expect((await grepFilesTool(sandbox).execute({ ...defaults, pattern: '(unclosed' }, context)).content).toContain(
      'Invalid regular expression',
    )
    expect((await grepFilesTool(sandbox).execute({ ...defaults, pattern: 'x', path: '/etc' }, context)).isError).toBe(
      true,
    )
  })
})
