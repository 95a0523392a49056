import { detailedError } from '../../../shared/contract/error-details'
import type { Handlers } from '../../../shared/contract/handlers'
import type { PermissionRule } from '../../../shared/domain/settings'
import type { PermissionService } from './permission-service'
import { unknownRuleTools } from './unknown-rule-tools'

type PermissionHandlers = Pick<
  Handlers,
  | 'permission.reply'
  | 'permission.pending'
  | 'permission.rules.list'
  | 'permission.rules.set'
  | 'permission.rules.reset'
>

export function createPermissionHandlers(
  service: PermissionService,
  tools: {
    exists(name: string): boolean
    /** Starts the tool sources that are not running yet (MCP servers), so their tools can be checked. */
    prepare(): Promise<void>
  },
): PermissionHandlers {
  const unknownTools = (rules: readonly PermissionRule[]) =>
    unknownRuleTools(rules, service.listRules(), (name) => tools.exists(name))
  return {
    'permission.reply': async (input) => ({
      accepted: service.reply(input.requestId, input.decision, input.reason),
    }),
    'permission.pending': async (input) => service.pending(input.sessionId),
    'permission.rules.list': async () => service.listRules(),
    'permission.rules.set': async (input) => {
      let unknown = unknownTools(input.rules)
      if (unknown.length > 0) {
        await tools.prepare()
        unknown = unknownTools(input.rules)
      }
      if (unknown.length > 0) {
        throw detailedError('permission-rule-unknown-tool', { names: unknown.map((name) => `"${name}"`).join(', ') })
      }
      return service.setRules(input.rules)
    },
    'permission.rules.reset': async () => service.resetRules(),
  }
}
