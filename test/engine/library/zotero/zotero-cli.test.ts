import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type CliIo, runLibraryCli } from '../../../../electron/main/hosts/headless/library-cli'
import { useTempDir } from '../../../helpers/temp-dir'
import { writeZoteroDirectory } from './zotero-fixture'

const tempDir = useTempDir('astro-zotero-cli-')

function io(cwd: string) {
  const out: string[] = []
  const error: string[] = []
  const value: CliIo = { out: (text) => out.push(text), error: (text) => error.push(text), env: {}, cwd }
  return { value, out, error }
}

describe('npm run library -- import-zotero', { timeout: 60_000 }, () => {
  it('imports a Zotero folder given relative to the working folder, prints a summary or JSON, and updates on re-import', async () => {
    const root = tempDir()
    writeZoteroDirectory(join(root, 'Zotero'), {
      collections: [{ key: 'COLL0001', name: 'Reading list' }],
      items: [
        {
          key: 'ART00001',
          type: 'journalArticle',
          fields: { title: 'Cosmic shear with KiDS', DOI: '10.1051/0004-6361/202039070', date: '2021' },
          collections: ['COLL0001'],
        },
        { key: 'WEB00001', type: 'webpage', fields: { title: 'A blog post' } },
      ],
    })
    const dataDir = tempDir()
    const first = io(root)
    expect(await runLibraryCli(['import-zotero', 'Zotero', '--data-dir', dataDir], first.value)).toBe(0)
    expect(first.out.join('\n')).toBe(
      'Imported 1, updated 0, skipped 1; 0 notes, 0 PDFs, 1 collections.\n' +
        'skipped WEB00001 "A blog post" (not a paper: webpage)',
    )

    const second = io(root)
    expect(await runLibraryCli(['import-zotero', 'Zotero', '--data-dir', dataDir, '--json'], second.value)).toBe(0)
    expect(JSON.parse(second.out.join('\n'))).toMatchObject({ imported: 0, updated: 1, collections: 1 })

    const missing = io(root)
    expect(await runLibraryCli(['import-zotero', 'nowhere', '--data-dir', dataDir], missing.value)).toBe(1)
    expect(missing.error.join('\n')).toContain('There is no zotero.sqlite in')
    expect(await runLibraryCli(['import-zotero', '--data-dir', dataDir], io(root).value)).toBe(2)
  })
})
