import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startLoopbackServer } from '../../../helpers/loopback-server'
import { sharedFixture } from '../../../helpers/shared-fixtures'
import { useTempDir } from '../../../helpers/temp-dir'
import { type TestEngine, type TestEngineOptions, useTestEngine } from '../../../helpers/test-engine'
import { addJobFinished } from '../add-job-finished'

const createEngine = useTestEngine()
const tempDir = useTempDir('astro-pdf-dialog-')
const context = { signal: new AbortController().signal }
const betaPic = sharedFixture('rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf')

/** An engine on a host with a file dialog that answers `picks` in turn, offline for every lookup. */
async function engineWithDialog(picks: string[][], asked: { multiple: boolean }[]): Promise<TestEngine> {
  const closed = await startLoopbackServer(() => {})
  await closed.close()
  const hostDeps: TestEngineOptions['hostDeps'] = {
    pickPdfFiles: async (options) => {
      asked.push(options)
      return picks.shift() ?? []
    },
  }
  const engine = await createEngine({ hostDeps })
  await engine.handlers['settings.set'](
    { patch: { services: { arxivBaseUrl: closed.url, adsBaseUrl: closed.url } }, secrets: [] },
    context,
  )
  return engine
}

describe('Add PDF… through the system file dialog', { timeout: 60_000 }, () => {
  it('adds the PDFs picked, leaves the files where they are, and adds nothing when the dialog is cancelled', async () => {
    const picked = join(tempDir(), 'ms.pdf')
    copyFileSync(betaPic, picked)
    const asked: { multiple: boolean }[] = []
    const engine = await engineWithDialog([[picked], []], asked)

    expect(await engine.handlers['library.pdfDialog']({}, context)).toEqual({ available: true })
    const { jobs } = await engine.handlers['library.addPdfsWithDialog']({}, context)
    expect(asked).toEqual([{ multiple: true }])
    expect(jobs).toHaveLength(1)
    const [job] = jobs
    if (!job) throw new Error('expected a job')
    const final = await addJobFinished(engine, job.id)
    expect(final).toMatchObject({ state: 'done', title: 'Upper limits on CN from exocomets transiting β Pictoris' })
    expect(readFileSync(picked).equals(readFileSync(betaPic))).toBe(true)

    expect(await engine.handlers['library.addPdfsWithDialog']({}, context)).toEqual({ jobs: [] })
  })

  it('attaches the one PDF picked for a paper, and refuses a picked file that is not a PDF', async () => {
    const notPdf = join(tempDir(), 'notes.pdf')
    writeFileSync(notPdf, 'just text')
    const asked: { multiple: boolean }[] = []
    const attachment = join(tempDir(), 'publisher.pdf')
    copyFileSync(betaPic, attachment)
    const engine = await engineWithDialog([[attachment], [notPdf]], asked)
    const { papers } = await engine.handlers['library.importBibtex'](
      { text: '@article{kenworthy2025upper, title = {Upper limits on CN}, author = {Kenworthy, M.}, year = {2025}}' },
      context,
    )
    const paper = papers[0]
    if (!paper) throw new Error('expected the imported paper')
    const { jobs } = await engine.handlers['library.addPdfsWithDialog']({ paper: paper.id }, context)
    expect(asked).toEqual([{ multiple: false }])
    expect(jobs.map((job) => [job.input, job.paperId])).toEqual([['publisher.pdf', paper.id]])
    const final = await addJobFinished(engine, jobs[0]?.id ?? '')
    expect(final.state).toBe('done')
    expect((await engine.handlers['paper.get']({ paper: paper.id }, context)).downloadStatus).toBe('downloaded')
    expect(existsSync(attachment)).toBe(true)

    await expect(engine.handlers['library.addPdfsWithDialog']({}, context)).rejects.toMatchObject({
      code: 'upload-not-pdf',
    })
  })

  it('a host without a dialog says so, and the window keeps its own file input', async () => {
    const engine = await createEngine()
    expect(await engine.handlers['library.pdfDialog']({}, context)).toEqual({ available: false })
    await expect(engine.handlers['library.addPdfsWithDialog']({}, context)).rejects.toMatchObject({
      code: 'unsupported',
    })
  })
})
