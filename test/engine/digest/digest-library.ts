import { libraryViewCommands } from '../../../electron/shared/contract/commands/library-view'
import type { PaperRecordInput } from '../../../electron/shared/domain/paper'
import type { TestEngine } from '../../helpers/test-engine'

const context = { signal: new AbortController().signal }

export const record = (title: string, abstract: string, arxivId: string | null = null): PaperRecordInput => ({
  arxivId,
  doi: null,
  bibcode: null,
  title,
  authors: ['Reader, A.'],
  abstract,
  sources: ['manual'],
})

/** Papers added as records (nothing downloaded), each with an optional note; returns their library ids. */
export async function fillLibrary(
  engine: TestEngine,
  papers: readonly { record: PaperRecordInput; note?: string }[],
): Promise<string[]> {
  await engine.handlers['settings.set'](
    { patch: { library: { autoDownload: false, autoParse: false } }, secrets: [] },
    context,
  )
  const imported = await engine.handlers['library.import'](
    libraryViewCommands['library.import'].input.parse({ records: papers.map((paper) => paper.record) }),
    context,
  )
  const ids = imported.papers.map((paper) => paper.id)
  for (const [index, paper] of papers.entries()) {
    const id = ids[index]
    if (paper.note && id) await engine.handlers['note.save']({ paper: id, content: paper.note, page: null }, context)
  }
  return ids
}
