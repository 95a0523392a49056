import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { InlineMarkdown } from '../../../src/components/markdown/inline-markdown'
import { enhancementsNeededBy, loadMarkdownEnhancements } from '../../../src/components/markdown/markdown-enhancements'
import { MarkdownView } from '../../../src/components/markdown/markdown-view'

describe('enhancementsNeededBy', () => {
  it('asks for KaTeX only where there is math and for the highlighter only where there is fenced code', () => {
    expect(enhancementsNeededBy('M31 lies at **765 kpc**.\n\n- fetch\n- fit')).toEqual({
      math: false,
      highlight: false,
    })
    expect(enhancementsNeededBy('The modulus $\\mu$')).toEqual({ math: true, highlight: false })
    expect(enhancementsNeededBy('Run:\n\n```python\nprint(1)\n```')).toEqual({ math: false, highlight: true })
    expect(enhancementsNeededBy('inline `code` only')).toEqual({ math: false, highlight: false })
  })
})

describe('MarkdownView before KaTeX and the highlighter have loaded', () => {
  it('shows math as its TeX source and code as plain text', () => {
    const html = renderToStaticMarkup(
      <MarkdownView text={'The modulus $\\mu = 24.42$\n\n```python\nimport numpy\n```'} />,
    )
    expect(html).not.toContain('class="katex"')
    expect(html).toContain('\\mu = 24.42')
    expect(html).not.toContain('hljs-keyword')
    expect(html).toContain('import numpy')
  })
})

describe('MarkdownView', () => {
  beforeAll(async () => {
    expect(await loadMarkdownEnhancements({ math: true, highlight: true })).toBe(true)
  })

  it('typesets inline and display math with KaTeX', () => {
    const html = renderToStaticMarkup(
      <MarkdownView text={'The modulus $\\mu = 24.42$ follows from\n\n$$\\mu = 5\\log_{10}(d/10\\,\\mathrm{pc})$$'} />,
    )
    expect(html).toContain('class="katex"')
    expect(html).toContain('katex-display')
    expect(html).toContain('<annotation encoding="application/x-tex">\\mu = 24.42</annotation>')
  })

  it('highlights fenced code by its language', () => {
    const html = renderToStaticMarkup(<MarkdownView text={'```python\nimport numpy as np\nprint(np.pi)\n```'} />)
    expect(html).toContain('language-python')
    expect(html).toContain('<span class="hljs-keyword">import</span>')
  })

  it('shows raw HTML from the model as text, never as markup', () => {
    const html = renderToStaticMarkup(<MarkdownView text={'<script>alert(1)</script> <img src=x onerror=alert(1)>'} />)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
  })

  it('keeps a malformed formula readable instead of failing the whole answer', () => {
    const html = renderToStaticMarkup(<MarkdownView text={'Broken $\\frac{1}{$ and **bold** text'} />)
    expect(html).toContain('<strong>bold</strong>')
  })

  it('opens links outside the window', () => {
    const html = renderToStaticMarkup(
      <MarkdownView text={'See [ADS](https://ui.adsabs.harvard.edu/abs/2022Natur.602..585K)'} />,
    )
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noreferrer noopener"')
  })

  it('renders GitHub tables, task lists and strikethrough', () => {
    const html = renderToStaticMarkup(
      <MarkdownView
        text={
          '| Galaxy | $d$ (Mpc) |\n|---|---|\n| M31 | 0.77 |\n\n- [x] fetch light curves\n- [ ] fit\n\n~~70~~ 73 km/s/Mpc'
        }
      />,
    )
    expect(html).toContain('<table>')
    expect(html).toContain('<td>M31</td>')
    expect(html).toMatch(/<th>.*class="katex"/)
    expect(html).toContain('type="checkbox"')
    expect(html).toContain('<input type="checkbox" disabled="" checked=""/>')
    expect(html).toContain('<del>70</del>')
  })

  it('gives each code block a copy button', () => {
    const html = renderToStaticMarkup(<MarkdownView text={'```python\nprint(1)\n```\n\n```\nls\n```'} />)
    expect(html.match(/markdown-code-copy/g)).toHaveLength(2)
  })
})

describe('InlineMarkdown', () => {
  it('typesets math in a title and keeps it on one line', () => {
    const html = renderToStaticMarkup(<InlineMarkdown text={'Fit of $H_0$ **draft**'} />)
    expect(html).toContain('class="katex"')
    expect(html).toContain('<strong>draft</strong>')
    expect(html).not.toContain('<p>')
  })
})
