import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MarkdownView } from '../../../src/timeline/markdown-view'

describe('MarkdownView', () => {
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
})
