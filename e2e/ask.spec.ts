import {
  askSettingsPatch,
  BETHE_PDF,
  type ScriptedReply,
  startAskServices,
  TINY_MODEL,
} from '../test/helpers/ask-services'
import type { LoopbackServer } from '../test/helpers/loopback-server'
import { sendPrompt } from './support/chat-helpers'
import { expect, test } from './support/fixtures'

const FACT = 'upper critical dimension in our theory'

/** The scripted model cites whichever passage of the prompt holds the fact, the way a careful model would. */
function citeThePassageWithTheFact(body: string): string {
  const prompt = (JSON.parse(body) as { messages: { content: unknown }[] }).messages
    .map((message) => (typeof message.content === 'string' ? message.content : JSON.stringify(message.content)))
    .join('\n')
  const passages = prompt.split(/\n(?=\[P\d+\] )/)
  const key = passages.find((passage) => passage.includes(FACT))?.match(/^\[(P\d+)\]/)?.[1] ?? 'P1'
  return `The theory's upper critical dimension is d = 2 [${key}].`
}

const QUESTION = 'What is the upper critical dimension of the theory?'

/**
 * In a chat the scripted model first searches the library (rag_search, passages only), then answers citing the
 * passage of the tool result that holds the fact; "Ask the library" gets the citing answer straight away.
 */
function chatOrAsk(body: string): ScriptedReply {
  const request = JSON.parse(body) as { tools?: unknown[]; messages: { role: string }[] }
  if (request.tools && request.messages.at(-1)?.role !== 'tool') {
    return { tool: 'rag_search', arguments: { question: QUESTION, k: 8, answer: false } }
  }
  return citeThePassageWithTheFact(body)
}

let services: LoopbackServer

test.beforeAll(async () => {
  services = await startAskServices(chatOrAsk)
})

test.afterAll(async () => {
  await services.close()
})

test('ask the library: passages with paper and page, an answer whose citation opens the reader at the passage', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(120_000)
  await openApp()
  const settings = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch: askSettingsPatch(services), secrets: [{ name: 'provider:local', value: 'sk-e2e' }] },
  })
  expect(settings.ok(), await settings.text()).toBe(true)
  const added = await page.request.post(`${host.origin}/api/invoke/library.addFile`, {
    headers: host.apiHeaders,
    data: { path: BETHE_PDF },
  })
  expect(added.ok(), await added.text()).toBe(true)

  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await page.getByRole('textbox', { name: 'Question' }).fill(QUESTION)
  await page.getByRole('button', { name: 'Ask', exact: true }).last().click()

  await expect(page.getByText(/^Keyword search only: no embedding model is set up/)).toBeVisible({ timeout: 30_000 })
  const passages = page.getByRole('list', { name: 'Passages' })
  await expect(passages.getByRole('listitem')).toHaveCount(8)
  const holding = passages.getByRole('listitem').filter({ hasText: FACT })
  await expect(
    holding.getByRole('button', { name: /^Open passage P\d+ of “Quantum Criticality.*” at page 6$/ }),
  ).toBeVisible()

  const answer = page.getByRole('region', { name: 'Answer' })
  await expect(answer).toContainText("The theory's upper critical dimension is d = 2")
  const citation = answer.getByRole('button', { name: /^Open passage P\d+ of “Quantum Criticality/ })
  await expect(citation).toBeVisible()
  await citation.click()

  const pageSix = page.locator('.reader-page[data-page="6"]')
  await expect(page.getByRole('region', { name: 'Cited passage, page 6' })).toContainText(FACT)
  await expect(pageSix.locator('.textLayer .reader-passage-mark').first()).toBeAttached({ timeout: 30_000 })
  await expect(pageSix.locator('.textLayer .reader-passage-mark').first()).toBeInViewport()
})

test('a chat answer citing a library search result opens the reader at the passage, marked', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(120_000)
  await openApp()
  const settings = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch: askSettingsPatch(services), secrets: [{ name: 'provider:local', value: 'sk-e2e' }] },
  })
  expect(settings.ok(), await settings.text()).toBe(true)
  const added = await page.request.post(`${host.origin}/api/invoke/library.addFile`, {
    headers: host.apiHeaders,
    data: { path: BETHE_PDF },
  })
  expect(added.ok(), await added.text()).toBe(true)
  // The window read its settings before the provider was set through the API.
  await page.reload()

  await page
    .getByRole('navigation', { name: 'Sessions' })
    .getByRole('button', { name: '+ New session', exact: true })
    .click()
  await sendPrompt(page, QUESTION)
  const tool = page.locator('[data-testid="tool-part"][data-tool="rag_search"]')
  await expect(tool.locator('[data-state]')).toHaveAttribute('data-state', 'completed', { timeout: 60_000 })
  const answer = page.getByTestId('assistant-text').filter({ hasText: 'upper critical dimension is d = 2' })
  const citation = answer.getByRole('button', {
    name: /^Open passage P\d+ of “Quantum Criticality.*” in the reader at page 6$/,
  })
  await expect(citation).toBeVisible()
  await citation.click()

  const pageSix = page.locator('.reader-page[data-page="6"]')
  await expect(page.getByRole('region', { name: 'Cited passage, page 6' })).toContainText(FACT)
  await expect(pageSix.locator('.textLayer .reader-passage-mark').first()).toBeAttached({ timeout: 30_000 })
  await expect(pageSix.locator('.textLayer .reader-passage-mark').first()).toBeInViewport()
})

test('Settings → Embeddings: keyword-only by default, a local model downloads with a progress bar and is ready', async ({
  page,
  openApp,
}) => {
  test.setTimeout(120_000)
  await openApp()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const section = page.getByRole('region', { name: 'Embeddings' })
  await expect(section.getByText('No embedding model: retrieval is keyword-only.')).toBeVisible()

  await section.getByRole('radio', { name: 'Local model' }).check()
  await section.getByRole('textbox', { name: 'Model (Hugging Face id)' }).fill(TINY_MODEL)
  await section.getByRole('textbox', { name: 'Download from' }).fill(services.url)
  await expect(section.getByText('Save these settings first, then download.')).toBeVisible()
  await section.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(section.getByText(/has not been downloaded yet|not on this computer yet/)).toBeVisible()

  await section.getByRole('button', { name: `Download ${TINY_MODEL}` }).click()
  await expect(section.getByRole('progressbar')).toHaveAttribute('value', '100')
  await expect(section.getByText(`Ready: local:${TINY_MODEL}:8 (8 dimensions).`)).toBeVisible()
  expect(services.requests.filter((request) => request.url.startsWith(`/${TINY_MODEL}/resolve/main/`))).toHaveLength(4)
})

test('an embedding model that fails its check leaves Ask on keywords, saying why and where to fix it', async ({
  page,
  host,
  openApp,
}) => {
  test.setTimeout(120_000)
  await openApp()
  const patch = {
    ...askSettingsPatch(services),
    embeddings: { kind: 'local', local: { model: TINY_MODEL, downloadBaseUrl: services.url } },
  }
  const settings = await page.request.post(`${host.origin}/api/invoke/settings.set`, {
    headers: host.apiHeaders,
    data: { patch, secrets: [{ name: 'provider:local', value: 'sk-e2e' }] },
  })
  expect(settings.ok(), await settings.text()).toBe(true)
  const added = await page.request.post(`${host.origin}/api/invoke/library.addFile`, {
    headers: host.apiHeaders,
    data: { path: BETHE_PDF },
  })
  expect(added.ok(), await added.text()).toBe(true)

  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await page.getByRole('textbox', { name: 'Question' }).fill(QUESTION)
  await page.getByRole('button', { name: 'Ask', exact: true }).last().click()

  const fallback = page.getByTestId('ask-fallback')
  await expect(fallback).toContainText(
    'The embedding model set in Settings → Embeddings could not be used, so passages were found by keywords only:',
    { timeout: 30_000 },
  )
  await expect(fallback).toContainText('has not been downloaded yet')
  await expect(page.getByRole('list', { name: 'Passages' }).getByRole('listitem')).toHaveCount(8)
  await fallback.getByRole('button', { name: 'Fix it in Settings → Embeddings' }).click()
  await expect(page.getByRole('heading', { name: 'Embeddings' })).toBeVisible()
})
