import { describe, expect, it } from 'vitest'
import type { LibraryService } from '../../../../../electron/main/engine/library/library-service'
import { createSaveNoteTool } from '../../../../../electron/main/engine/tools/builtin/save-note/index'
import { useTempDir } from '../../../../helpers/temp-dir'
import { createTestLibrary } from '../../../library/library-test-kit'
import { noLibrary, toolContext } from '../../../library/tool-context'
import { runThroughExecutor } from '../../executor-harness'

const saveNoteTool = (service?: LibraryService) => createSaveNoteTool({ library: () => service ?? noLibrary() })

const tempDir = useTempDir('astro-tool-')

describe('save_note', () => {
  it('is shielded from interrupts, not concurrency-safe, and stores the note on its page', async () => {
    expect(saveNoteTool().interruptBehavior).toBe('block')
    expect(saveNoteTool().isConcurrencySafe).toBeUndefined()
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const imported = await service.importBibtex(
      '@article{k, title={Stars}, author={Doe, Jane}, eprint={2401.00010}, archivePrefix={arXiv}}',
    )
    const paper = imported.papers[0]
    const output = await saveNoteTool(service).execute(
      saveNoteTool().input.parse({ paper: '2401.00010', content: 'Eq. 3 gives the IMF slope.', page: 4 }),
      toolContext().context,
    )
    expect(output.isError).toBe(false)
    expect(output.content).toMatch(/^Saved note .+ on page 4\.$/)
    expect(service.notes(paper?.id ?? '')).toMatchObject([{ page: 4, content: 'Eq. 3 gives the IMF slope.' }])
  })

  it('refuses a paper that is not in the library', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const output = await runThroughExecutor(saveNoteTool(service), { paper: '2401.00010', content: 'x' })
    expect(output.isError).toBe(true)
    expect(output.content).toContain('Import it first')
  })
})
