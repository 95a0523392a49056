import { describe, expect, it } from 'vitest'
import { base64ToBytes, collectStyles, standaloneHtml } from '../../../src/features/artifacts/artifact-pdf'

describe('artifact PDF document', () => {
  it('escapes the title and cannot be broken out of by a style sheet', () => {
    const html = standaloneHtml('M31 <draft> & "notes"', '<p>body</p>', '.a{color:red}</style><script>x</script>')
    expect(html).toContain('<title>M31 &#60;draft&#62; &#38; &#34;notes&#34;</title>')
    expect(html).not.toContain('</style><script>')
    expect(html).toContain('<p>body</p>')
  })

  it('collects readable style rules and skips sheets it may not read', () => {
    const readable = { cssRules: [{ cssText: '.katex{font-size:1.1em}' }] } as unknown as CSSStyleSheet
    const foreign = {
      get cssRules(): CSSRuleList {
        throw new DOMException('cross-origin', 'SecurityError')
      },
    } as unknown as CSSStyleSheet
    expect(collectStyles([readable, foreign])).toBe('.katex{font-size:1.1em}')
  })

  it('decodes the PDF bytes from base64', () => {
    expect(Array.from(base64ToBytes(Buffer.from('%PDF-1.7').toString('base64')))).toEqual(
      Array.from(Buffer.from('%PDF-1.7')),
    )
  })
})
