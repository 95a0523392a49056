import { describe, expect, it } from 'vitest'
import { addJobFinished } from '../engine/library/add-job-finished'
import { useTestEngine } from '../helpers/test-engine'
import { flateBombPdf } from './hostile-pdf'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }

describe('a decode bomb added as a local PDF', { timeout: 60_000 }, () => {
  it('fails at "lookup" (reading its identifiers) as a failed file with the reason, not as an unknown paper', async () => {
    const engine = await makeEngine()
    const bomb = flateBombPdf({ decodedMib: 64, timesPerPage: 40, pages: 1 })
    const { job: queued } = await engine.handlers['library.addPdf'](
      { fileName: 'bomb.pdf', base64: Buffer.from(bomb).toString('base64') },
      context,
    )
    const job = await addJobFinished(engine, queued.id)
    expect(job).toMatchObject({ state: 'failed', step: 'lookup' })
    expect(job.failure).toMatchObject({ code: 'failed', message: expect.stringMatching(/expands past \d+ MB/) })
  })
})
