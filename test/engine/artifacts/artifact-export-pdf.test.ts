import { describe, expect, it } from 'vitest'
import { createArtifactHandlers } from '../../../electron/main/engine/artifacts/artifact-handlers'
import { createArtifactFixture } from './artifact-fixture'

const context = { signal: new AbortController().signal }

describe('artifact.exportPdf', () => {
  it('prints through the host and returns the PDF as base64', async () => {
    const { manager } = createArtifactFixture()
    const printed: string[] = []
    const handlers = createArtifactHandlers(manager, async (html) => {
      printed.push(html)
      return new Uint8Array(Buffer.from('%PDF-1.7 test'))
    })
    const { pdfBase64 } = await handlers['artifact.exportPdf']({ html: '<h1>Notes</h1>', title: 'Notes' }, context)
    expect(Buffer.from(pdfBase64, 'base64').toString()).toBe('%PDF-1.7 test')
    expect(printed).toEqual(['<h1>Notes</h1>'])
  })

  it('says what to do where the host cannot print', async () => {
    const { manager } = createArtifactFixture()
    await expect(
      createArtifactHandlers(manager)['artifact.exportPdf']({ html: '<p>x</p>', title: 'x' }, context),
    ).rejects.toMatchObject({
      code: 'unsupported',
      hint: expect.stringMatching(/Save as PDF/),
    })
  })
})
