import type { ToolPermissionRule } from '../../../permissions/permission-rule'
import type { OsSandboxStatus } from '../../../sandbox/sandbox-availability'

/**
 * Without an OS sandbox a command runs with the app's full rights: the user is told so and asked every time. A
 * command that needs the network is asked about every time, naming its hosts.
 */
export function sandboxPermissionRules(status: OsSandboxStatus, hosts: readonly string[]): ToolPermissionRule[] {
  const rules: ToolPermissionRule[] = []
  if (!status.available) {
    const detail = status.reason === 'unsupported-platform' ? status.platform : status.programs.join(', ')
    rules.push({
      effect: 'ask',
      everyTime: true,
      message:
        `No OS sandbox is available here (${detail}): the command would run with the app's full rights, ` +
        'so it is asked about every time',
      notices: [{ code: 'no-os-sandbox', params: { reason: status.reason, detail } }],
    })
  }
  if (hosts.length > 0) {
    rules.push({
      effect: 'ask',
      everyTime: true,
      message: `the command asks to reach ${hosts.join(', ')}`,
      notices: [{ code: 'network-hosts', params: { hosts: hosts.join(', ') } }],
    })
  }
  return rules
}
