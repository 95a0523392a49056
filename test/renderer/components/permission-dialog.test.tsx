import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PermissionDialog } from '../../../src/features/chat/permissions/permission-dialog'
import { setupI18n } from '../../../src/i18n/i18n'
import type { PermissionRequestView } from '../../../src/timeline/timeline-types'

const request: PermissionRequestView = {
  requestId: 'perm_1',
  runId: 'r1',
  toolCallId: 'c1',
  tool: 'run_bash',
  arguments: { command: 'python fit.py' },
  reason: 'run_bash is set to ask before it runs',
  level: 'confirm',
  notices: [],
  allowAlways: true,
  at: 0,
}

const render = (view: PermissionRequestView) =>
  renderToStaticMarkup(
    <PermissionDialog request={view} waiting={0} workingDirectory={null} onReply={async () => undefined} />,
  )

describe('the permission dialog', () => {
  it('offers "always allow" for an ordinary request', () => {
    setupI18n('en')
    expect(render(request)).toContain('Always allow')
  })

  it('says there is no OS sandbox, in English and Chinese, and offers no "always allow"', () => {
    const unsandboxed: PermissionRequestView = {
      ...request,
      allowAlways: false,
      notices: [{ code: 'no-os-sandbox', params: { reason: 'unsupported-platform', detail: 'win32' } }],
    }
    setupI18n('en')
    const english = render({
      ...unsandboxed,
      reason:
        "No OS sandbox is available here (win32): the command would run with the app's full rights, so it is asked about every time",
    })
    expect(english.split('No OS sandbox is available here').length - 1).toBe(1)
    expect(english).toContain('No OS sandbox is available here (win32)')
    expect(english).not.toContain('Always allow')
    setupI18n('zh-CN')
    expect(render(unsandboxed)).toContain('此处没有可用的系统沙箱（win32）')
  })

  it('names the hosts a command asks to reach', () => {
    setupI18n('en')
    const html = render({
      ...request,
      notices: [{ code: 'network-hosts', params: { hosts: 'pypi.org, *.github.com' } }],
    })
    expect(html).toContain('network access to: pypi.org, *.github.com')
  })
})
