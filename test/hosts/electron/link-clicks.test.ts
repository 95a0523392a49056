import { describe, expect, it } from 'vitest'
import { type ClickSource, reportLinkClicks } from '../../../electron/preload/link-clicks'

function page() {
  let listener: Parameters<ClickSource['addEventListener']>[1] | undefined
  let options: unknown
  const source: ClickSource = {
    addEventListener: (_type, added, added_options) => {
      listener = added
      options = added_options
    },
  }
  const reported: string[] = []
  reportLinkClicks(source, (url) => reported.push(url))
  const anchor = (href: string) => ({ closest: (selector: string) => (selector === 'a[href]' ? { href } : null) })
  return {
    reported,
    options,
    click: (isTrusted: boolean, target: unknown) => listener?.({ isTrusted, target }),
    anchor,
  }
}

describe('preload: links the user clicks', () => {
  it('reports a real click on a link (or inside one), listening before the page can stop the event', () => {
    const view = page()
    view.click(true, view.anchor('https://arxiv.org/abs/2401.00010'))
    expect(view.reported).toEqual(['https://arxiv.org/abs/2401.00010'])
    expect(view.options).toEqual({ capture: true })
  })

  it('ignores clicks a script made and clicks outside links', () => {
    const view = page()
    view.click(false, view.anchor('https://phishing.example/'))
    view.click(true, { closest: () => null })
    view.click(true, 'text node')
    expect(view.reported).toEqual([])
  })
})
