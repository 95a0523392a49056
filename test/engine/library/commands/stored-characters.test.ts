import { describe, expect, it } from 'vitest'
import { libraryCommands } from '../../../../electron/shared/contract/commands/library'
import { startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixture } from '../../../helpers/shared-fixtures'
import { useTestEngine } from '../../../helpers/test-engine'
import { addJobFinished } from '../add-job-finished'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const xetexPaper = 'pdf-fidelity/astro-GPs-in-astronomy-george-XeTeX-Type1C-Builtin-AASTeX61.pdf'

describe('a PDF added to the library keeps its characters', { timeout: 60_000 }, () => {
  it('stores ligature words, quotes and math symbols from Type 1C fonts with their built-in encoding', async () => {
    // Every lookup fails as it would offline, so the paper is added from its own pages.
    const closed = await startLoopbackServer(() => {})
    await closed.close()
    const engine = await createEngine()
    await engine.handlers['settings.set'](
      {
        patch: { services: { arxivBaseUrl: closed.url, adsBaseUrl: closed.url, crossrefBaseUrl: closed.url } },
        secrets: [],
      },
      context,
    )
    const { job } = await engine.handlers['library.addPdf'](
      { fileName: 'ms.pdf', base64: readSharedFixture(xetexPaper).toString('base64') },
      context,
    )
    const final = await addJobFinished(engine, job.id)
    expect(final.state).toBe('done')
    const content = await engine.handlers['paper.content'](
      libraryCommands['paper.content'].input.parse({ paper: final.paperId ?? '', pageFrom: 2, pageTo: 5 }),
      context,
    )
    expect(content.text).toContain('the general problem of fitting a model to data')
    expect(content.text).toContain('can be read as “the probability of a dataset')
    expect(content.text).toContain('θ^∗ = argmax L(θ)')
    expect(content.text).toContain('choose a more flexible covariance function')
    expect(content.text).not.toMatch(/[^\P{Cc}\t\n\r]/u)
  })
})
