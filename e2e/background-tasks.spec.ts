import type { FakeModelServer } from '../test/helpers/fake-model/fake-model-server'
import { type LoopbackServer, startLoopbackServer } from '../test/helpers/loopback-server'
import { readSharedFixture } from '../test/helpers/shared-fixtures'
import { newSessionWithLocalModel, sendPrompt } from './support/chat-helpers'
import { backgroundPaperId, startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

const arxivFeed = readSharedFixture('arxiv/atom-legacy-search-au_del_maestro.xml')
const pdf = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')

let modelServer: FakeModelServer | undefined
let arxiv: LoopbackServer | undefined
/** Sends the rest of the held PDF. */
let releasePdf: () => void = () => undefined

test.beforeAll(async () => {
  modelServer = await startFakeOllama()
  const released = new Promise<void>((resolve) => {
    releasePdf = resolve
  })
  // arXiv's API and its PDF: half of the PDF at once, the rest when the test says so.
  arxiv = await startLoopbackServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/api/query') {
      response.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' })
      response.end(arxivFeed)
      return
    }
    const half = Math.floor(pdf.length / 2)
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) })
    response.write(pdf.subarray(0, half))
    await released
    response.end(pdf.subarray(half))
  })
})

test.afterAll(async () => {
  releasePdf()
  await arxiv?.close()
  await modelServer?.close()
})

test('a background download started by the assistant shows running with its progress, then done; a reload keeps it', async ({
  page,
  host,
  openApp,
}) => {
  await openApp()
  const settings = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch: { services: { arxivBaseUrl: arxiv?.url } }, secrets: [] },
  })
  expect(settings.ok(), await settings.text()).toBe(true)
  await newSessionWithLocalModel(page)

  await sendPrompt(page, 'Fetch the Luttinger liquid paper in the background [background]')
  await expect(page.getByTestId('assistant-text').filter({ hasText: 'Started download_paper' })).toBeVisible()
  // The run is over while its task goes on: the composer can send again.
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible()

  const panel = page.getByRole('region', { name: /Background tasks/ })
  // Named by the paper's title once the download has added it to the library, never by an id.
  const paperTitle = 'A Luttinger Liquid Core Inside Helium-4 Filled Nanopores'
  const task = panel.getByRole('listitem', { name: `Download paper ${paperTitle}` })
  await expect(task.getByTestId('background-task-status')).toHaveText('running')
  await expect(task.getByTestId('background-task-percent')).toHaveText(/^(4\d|5\d)%$/)
  await expect(task.getByRole('progressbar', { name: `Progress of Download paper ${paperTitle}` })).toBeVisible()
  await expect(panel).not.toContainText(backgroundPaperId)
  await expect(panel.getByTestId('background-tasks-note')).toHaveText(
    'They run while the app is open: closing it stops them, and after a restart the assistant has to start them again.',
  )
  await expect(task).toContainText('Downloading from 127.0.0.1')
  await expect(task.getByRole('button', { name: `Cancel Download paper ${paperTitle}` })).toBeVisible()

  await page.reload()
  await expect(task.getByTestId('background-task-status')).toHaveText('running')
  await expect(task.getByTestId('background-task-percent')).toHaveText(/^(4\d|5\d)%$/)

  releasePdf()
  await expect(task.getByTestId('background-task-status')).toHaveText('done')
  await expect(task).toContainText('Downloaded "A Luttinger Liquid Core')
  await expect(task.getByRole('progressbar')).toHaveCount(0)
  await expect(task.getByRole('button', { name: /Cancel/ })).toHaveCount(0)
  await expect(panel.getByRole('heading')).toHaveText('Background tasks · 0 running of 1')

  await page.reload()
  await expect(task.getByTestId('background-task-status')).toHaveText('done')
  await expect(task).toContainText(/\d+ sec/)
})
