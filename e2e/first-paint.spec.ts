import { measureFirstPaint } from './support/first-paint'
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
  expect(firstPaint.scripts.some((script) => /markdown-enhancers|library-view|command-palette/.test(script))).toBe(
    false,
  )
  expect(firstPaint.scriptBytes).toBeLessThanOrEqual(initialScriptBudget)
})
