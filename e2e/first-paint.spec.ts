import { createAnsweredSession, mathAnswer, plainAnswer } from './support/answered-session'
import { measureFirstPaint, measureLoadedScripts } from './support/first-paint'
import { expect, test } from './support/fixtures'

/** The initial JavaScript the window may load before its first paint (the budget of issue 15). */
const initialScriptBudget = 1_000_000

test('first paint: the initial JavaScript stays within 1 MB; the figures are kept with the run', async ({
  page,
  host,
}) => {
  await page.goto(host.launchUrl)
  const firstPaint = await measureFirstPaint(page)
  const summary = `${firstPaint.firstContentfulPaintMs.toFixed(0)} ms, ${(firstPaint.scriptBytes / 1000).toFixed(0)} kB of JavaScript before it`
  test.info().annotations.push({ type: 'first-contentful-paint', description: summary })
  console.log(`first contentful paint: ${summary}`)
  await test.info().attach('first-paint.json', {
    body: JSON.stringify(firstPaint, null, 2),
    contentType: 'application/json',
  })
  expect(firstPaint.scripts.some((script) => /\/assets\/index-.*\.js$/.test(script))).toBe(true)
  expect(
    firstPaint.scripts.some((script) => /math-enhancer|highlight-enhancer|library-view|command-palette/.test(script)),
  ).toBe(false)
  expect(firstPaint.scriptBytes).toBeLessThanOrEqual(initialScriptBudget)
})

test('a session with an answer opens within 1 MB of JavaScript; KaTeX and the highlighter load only for math and code', async ({
  page,
  host,
}) => {
  test.setTimeout(90_000)
  await createAnsweredSession(host, plainAnswer)
  await page.goto(host.launchUrl)
  await expect(page.getByText('Both put it well inside the Local Group.')).toBeVisible()
  await expect(page.locator('.markdown strong', { hasText: '765 kpc' })).toBeVisible()
  const plain = await measureLoadedScripts(page)
  expect(plain.scripts.some((script) => /math-enhancer|highlight-enhancer/.test(script))).toBe(false)
  expect(plain.scriptBytes).toBeLessThanOrEqual(initialScriptBudget)
})

test('a session with math and code opens with them typeset and highlighted', async ({ page, host }) => {
  test.setTimeout(90_000)
  await createAnsweredSession(host, mathAnswer)
  await page.goto(host.launchUrl)
  await expect(page.locator('.katex-display')).toBeVisible()
  await expect(page.locator('.markdown-code .hljs-keyword', { hasText: 'import' })).toBeVisible()
  const enhanced = await measureLoadedScripts(page)
  expect(enhanced.scripts.some((script) => /math-enhancer/.test(script))).toBe(true)
  expect(enhanced.scripts.some((script) => /highlight-enhancer/.test(script))).toBe(true)
})
