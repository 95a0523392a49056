import type { Handlers } from '../../../shared/contract/handlers'
import type { PermissionService } from './permission-service'

type PermissionHandlers = Pick<
  Handlers,
  | 'permission.reply'
  | 'permission.pending'
  | 'permission.rules.list'
  | 'permission.rules.set'
  | 'permission.rules.reset'
>

export function createPermissionHandlers(service: PermissionService): PermissionHandlers {
  return {
    'permission.reply': async (input) => ({
      accepted: service.reply(input.requestId, input.decision, input.reason),
    }),
    'permission.pending': async (input) => service.pending(input.sessionId),
    'permission.rules.list': async () => service.listRules(),
    'permission.rules.set': async (input) => service.setRules(input.rules),
    'permission.rules.reset': async () => service.resetRules(),
  }
}
