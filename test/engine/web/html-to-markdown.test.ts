import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { htmlToMarkdown } from '../../../electron/main/engine/web/html-to-markdown'

const article = readFileSync(join(__dirname, '../../fixtures/web/article.html'), 'utf8')

describe('htmlToMarkdown', () => {
  it('keeps the article as Markdown and drops navigation, scripts, styles and footer', async () => {
    const page = await htmlToMarkdown(article)
    expect(page.title).toBe('Hot Jupiters and tidal decay')
    expect(page.markdown).toContain('## Why it matters')
    expect(page.markdown).toContain('**29 milliseconds per year**')
    expect(page.markdown).toContain("_Q'_")
    expect(page.markdown).toMatch(/- {1,3}Orbital period: 1\.09 days/u)
    expect(page.markdown).toContain('[discovery paper](https://arxiv.org/abs/1912.12962)')
    expect(page.markdown).toContain('```\nP_dot = -29 ± 2 ms/yr\n```')
    for (const noise of ['Home', 'Cookie settings', 'window.tracking', 'font-family']) {
      expect(page.markdown).not.toContain(noise)
    }
  })
})
