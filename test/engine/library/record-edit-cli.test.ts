import { describe, expect, it } from 'vitest'
import { type CliIo, runLibraryCli } from '../../../electron/main/hosts/headless/library-cli'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestEngine } from '../../helpers/test-engine'

const tempDir = useTempDir('astro-cli-edit-')

function io() {
  const out: string[] = []
  const error: string[] = []
  const value: CliIo = { out: (text) => out.push(text), error: (text) => error.push(text), env: {}, cwd: process.cwd() }
  return { value, out, error }
}

describe('npm run library -- update', { timeout: 60_000 }, () => {
  it('corrects a record from the command line, and export-bibtex writes the correction', async () => {
    const dataDir = tempDir()
    const engine = await createTestEngine({ dataDir })
    await engine.handlers['library.importBibtex'](
      { text: '@misc{offline, title = {untitled scan}, author = {Unknown}, note = {from a PDF}}\n' },
      { signal: new AbortController().signal },
    )
    await engine.dispose()

    const update = io()
    const code = await runLibraryCli(
      [
        'update',
        '--data-dir',
        dataDir,
        '--title',
        'Dust in the early universe',
        '--authors',
        'Doe, Jane; Roe, Richard',
        '--year',
        '2019',
        '--type',
        'phdthesis',
        '--key',
        'doe2019thesis',
        '--field',
        'school=Leiden University',
        '--field',
        'note=',
        ...(await paperIdArgument(dataDir)),
      ],
      update.value,
    )
    expect(update.error).toEqual([])
    expect(code).toBe(0)
    expect(update.out[0]).toMatch(/\tdoe2019thesis\tDust in the early universe$/u)

    const exported = io()
    expect(await runLibraryCli(['export-bibtex', '--data-dir', dataDir], exported.value)).toBe(0)
    const bibtex = exported.out.join('\n')
    expect(bibtex).toMatch(/^@phdthesis\{doe2019thesis,/u)
    expect(bibtex).toContain('school = {Leiden University}')
    expect(bibtex).toContain('author = {Doe, Jane and Roe, Richard}')
    expect(bibtex).not.toContain('from a PDF')

    const refused = io()
    const [paperId = ''] = update.out[0]?.split('\t') ?? []
    expect(await runLibraryCli(['update', '--data-dir', dataDir, '--key', 'a key', paperId], refused.value)).toBe(1)
    expect(refused.error.join('\n')).toMatch(/cite key has no spaces/u)
  })
})

/** The one paper's library id, read with the engine the CLI would open. */
async function paperIdArgument(dataDir: string): Promise<string[]> {
  const engine = await createTestEngine({ dataDir })
  try {
    const listed = await engine.handlers['library.list'](
      { sort: 'added', limit: 1, offset: 0 },
      { signal: new AbortController().signal },
    )
    return [listed.papers[0]?.id ?? 'missing']
  } finally {
    await engine.dispose()
  }
}
