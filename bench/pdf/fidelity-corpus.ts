import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sharedFixture } from '../../test/helpers/shared-fixtures'

export interface CorpusPdf {
  /** Short name for the table: folder and the file's first two name parts. */
  name: string
  path: string
}

const SHARED_FOLDERS = ['pdfs', 'rag-dev/pdfs', 'pdf-fidelity']
const projectFixturesDir = join(__dirname, '../../test/fixtures')

const pdfsIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.pdf'))
    .sort()
    .map((file) => join(dir, file))

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')

function shortName(folder: string, path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.pdf$/, '')
  return `${folder.split('/')[0]}/${file.split('-').slice(0, 2).join('-')}`
}

/**
 * The fidelity corpus: every paper in the shared fixtures' `pdfs/`, `rag-dev/pdfs/` and `pdf-fidelity/`, and every
 * PDF under the project's own `test/fixtures/` that is not a copy of one of them.
 */
export function fidelityCorpus(): CorpusPdf[] {
  const shared = SHARED_FOLDERS.flatMap((folder) =>
    pdfsIn(sharedFixture(folder)).map((path) => ({ name: shortName(folder, path), path })),
  )
  const sharedDigests = new Set(shared.map((pdf) => digest(pdf.path)))
  const project = pdfsIn(projectFixturesDir)
    .filter((path) => !sharedDigests.has(digest(path)))
    .map((path) => ({ name: shortName('test', path), path }))
  return [...shared, ...project]
}

export const labelsPath = () => sharedFixture('pdf-fidelity/labels.json')
