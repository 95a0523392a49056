import { describe, expect, it } from 'vitest'
import { isAppUrl } from '../../../electron/main/hosts/electron/app-location'
import { decideNavigation, isSafeExternalUrl } from '../../../electron/main/hosts/electron/navigation-policy'

const built = { kind: 'file', indexPath: '/opt/astro/out/renderer/index.html' } as const
const dev = { kind: 'dev-server', url: 'http://localhost:5173/' } as const

describe('app URL and navigation policy', () => {
  it('trusts only the bundled index.html (any hash or query) or the dev server origin', () => {
    expect(isAppUrl('file:///opt/astro/out/renderer/index.html#/settings', built)).toBe(true)
    expect(isAppUrl('file:///opt/astro/out/renderer/other.html', built)).toBe(false)
    expect(isAppUrl('file:///opt/astro/out/renderer/../renderer/index.html', built)).toBe(true)
    expect(isAppUrl('file://remote-host/opt/astro/out/renderer/index.html', built)).toBe(false)
    expect(isAppUrl('https://evil.example/index.html', built)).toBe(false)
    expect(isAppUrl('http://localhost:5173/src/index.html', dev)).toBe(true)
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false)
    expect(isAppUrl('not a url', dev)).toBe(false)
  })

  it('opens only credential-free http(s) links outside', () => {
    expect(isSafeExternalUrl('https://arxiv.org/abs/2401.00010')).toBe(true)
    expect(isSafeExternalUrl('https://user:pass@arxiv.org/')).toBe(false)
    expect(isSafeExternalUrl('http://arxiv.org/')).toBe(true)
    expect(isSafeExternalUrl('http://user@arxiv.org/')).toBe(false)
    expect(isSafeExternalUrl('ftp://arxiv.org/')).toBe(false)
    expect(isSafeExternalUrl('smb://share/file')).toBe(false)
    expect(decideNavigation('file:///opt/astro/out/renderer/index.html', built)).toBe('allow')
    expect(decideNavigation('https://arxiv.org/', built)).toBe('open-external')
    expect(decideNavigation('data:text/html,<script>1</script>', built)).toBe('block')
  })
})
