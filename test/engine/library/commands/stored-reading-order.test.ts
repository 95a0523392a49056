import { describe, expect, it } from 'vitest'
import { libraryCommands } from '../../../../electron/shared/contract/commands/library'
import { startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixture } from '../../../helpers/shared-fixtures'
import { useTestEngine } from '../../../helpers/test-engine'
import { addJobFinished } from '../add-job-finished'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const aandaPaper = 'rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf'

describe('an A&A two-column paper added to the library', { timeout: 60_000 }, () => {
  it('stores its columns in reading order, its exponents marked and its subsection headings', async () => {
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
      { fileName: 'ms.pdf', base64: readSharedFixture(aandaPaper).toString('base64') },
      context,
    )
    const final = await addJobFinished(engine, job.id)
    expect(final.state).toBe('done')
    const content = await engine.handlers['paper.content'](
      libraryCommands['paper.content'].input.parse({ paper: final.paperId ?? '', pageFrom: 1, pageTo: 4 }),
      context,
    )
    expect(content.text).toContain('upper limit between 10^12 cm^−2 and 10^13 cm^−2')
    expect(content.text).toContain(
      'Automated searches in photometry (Kennedy et al. 2019) and spectroscopy (Bendahan-West et al. 2024) for additional exocomet systems',
    )
    expect(content.text).toContain('3.2. Cross-correlation with CN models')
    expect(content.text).not.toContain('Wavelength [nm]')
  })
})
