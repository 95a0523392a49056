import { randomUUID } from 'node:crypto'
import type { PendingPermission, PermissionDecision } from '../../../shared/contract/commands/permission'
import { detailedError } from '../../../shared/contract/error-details'
import type { EventInput } from '../../../shared/contract/events'
import type { PermissionRule } from '../../../shared/domain/settings'
import { evaluatePermission, type PermissionVerdict } from './evaluate-permission'
import type { PermissionCheck, PermissionGate, PermissionOutcome } from './permission-gate'
import type { PermissionSettings, PermissionSettingsPort } from './permission-settings-port'
import { type AllowanceStore, SessionAllowances } from './session-allowances'

interface PermissionServiceDeps {
  settings: PermissionSettingsPort
  emit(event: EventInput): void
  /** Keeps "always allow" across restarts; in memory only when absent. */
  allowanceStore?: AllowanceStore
  now?: () => number
  createId?: () => string
}

interface Waiting {
  info: PendingPermission
  settle(outcome: PermissionOutcome): void
}

/**
 * The permission chain plus the permission interrupt: an Ask emits `permission-request` and waits for
 * `permission.reply`; no answer within settings.permissions.timeoutSeconds, a cancelled turn or a dropped
 * connection (`disconnect`) deny. "always" adds the tool to the session's always-allowed set. Deny always wins.
 */
export class PermissionService implements PermissionGate {
  private readonly waiting = new Map<string, Waiting>()
  private readonly allowances: SessionAllowances
  private readonly now: () => number
  private readonly createId: () => string

  constructor(private readonly deps: PermissionServiceDeps) {
    this.now = deps.now ?? Date.now
    this.allowances = new SessionAllowances(deps.allowanceStore ?? null)
    this.createId = deps.createId ?? (() => `perm_${randomUUID()}`)
  }

  async check(request: PermissionCheck): Promise<PermissionOutcome> {
    const settings = this.deps.settings.read()
    const verdict = this.evaluate(request, settings)
    if (verdict.effect === 'deny') {
      return { allowed: false, via: 'rule', message: denialMessage(request.tool, verdict.reason) }
    }
    if (verdict.effect === 'allow') return { allowed: true, via: verdict.via }
    if (request.silent) {
      return {
        allowed: false,
        via: 'silent',
        message: `Permission denied for ${request.tool}: it needs the user's confirmation (${verdict.reason}), which a subagent cannot ask for. Finish without it or report back to the parent agent.`,
      }
    }
    return this.ask(request, verdict, settings.timeoutSeconds)
  }

  denial(request: PermissionCheck): string | null {
    const verdict = this.evaluate(request, this.deps.settings.read())
    return verdict.effect === 'deny' ? denialMessage(request.tool, verdict.reason) : null
  }

  private evaluate(request: PermissionCheck, settings: PermissionSettings): PermissionVerdict {
    return evaluatePermission({
      tool: request.tool,
      agent: request.agent,
      rules: settings.rules,
      toolRules: request.toolRules,
      defaultLevel: request.defaultLevel,
      agentLevels: settings.agentLevels,
      alwaysAllowed: this.allowances.of(request.sessionId),
      forceAskReason: request.forceAskReason ?? null,
    })
  }

  /** Answers a pending request; false when it is unknown or already settled. */
  reply(requestId: string, decision: PermissionDecision, reason?: string): boolean {
    const waiting = this.waiting.get(requestId)
    if (!waiting) return false
    const { tool, sessionId } = waiting.info
    if (decision === 'deny') {
      const userReason = reason?.trim() ?? ''
      const told = userReason ? ` The user's reason: ${userReason}` : ' The user gave no reason.'
      waiting.settle({
        allowed: false,
        via: 'user',
        message: `The user denied permission to run ${tool}.${told}`,
        ...(userReason ? { userReason } : {}),
      })
    } else {
      const always = decision === 'always' && waiting.info.allowAlways
      if (always) this.allowances.add(sessionId, tool)
      waiting.settle({ allowed: true, via: always ? 'user-always' : 'user-once' })
    }
    // A call that must be asked every time takes "always" as "once".
    this.respond(waiting.info, decision === 'always' && !waiting.info.allowAlways ? 'once' : decision, reason)
    return true
  }

  /** The window closed or the client dropped: every waiting request is denied. */
  disconnect(reason = 'the window was closed or the connection dropped'): number {
    const all = [...this.waiting.values()]
    for (const waiting of all) {
      waiting.settle({
        allowed: false,
        via: 'disconnect',
        message: `Permission denied for ${waiting.info.tool}: ${reason} before the user answered.`,
      })
      this.respond(waiting.info, 'deny', reason)
    }
    return all.length
  }

  pending(sessionId?: string): PendingPermission[] {
    return [...this.waiting.values()]
      .map((waiting) => waiting.info)
      .filter((info) => !sessionId || info.sessionId === sessionId)
  }

  alwaysAllowed(sessionId: string): ReadonlySet<string> {
    return this.allowances.of(sessionId)
  }

  listRules(): PermissionRule[] {
    return [...this.deps.settings.read().rules, ...this.allowances.asRules()]
  }

  async setRules(rules: readonly PermissionRule[]): Promise<PermissionRule[]> {
    const seen = new Set<string>()
    for (const rule of rules) {
      if (seen.has(rule.id)) {
        throw detailedError('permission-rule-duplicate-id', { id: rule.id })
      }
      seen.add(rule.id)
    }
    await this.deps.settings.writeRules(rules.filter((rule) => rule.source !== 'session'))
    this.allowances.keepOnly(rules.filter((rule) => rule.source === 'session').map((rule) => rule.id))
    return this.listRules()
  }

  async resetRules(): Promise<PermissionRule[]> {
    await this.deps.settings.writeRules(this.deps.settings.read().rules.filter((rule) => rule.source === 'default'))
    this.allowances.clear()
    return this.listRules()
  }

  forgetSession(sessionId: string): void {
    this.allowances.forget(sessionId)
  }

  private ask(
    request: PermissionCheck,
    verdict: Extract<PermissionVerdict, { effect: 'ask' }>,
    timeoutSeconds: number,
  ) {
    const { reason, level } = verdict
    if (request.signal.aborted) {
      return Promise.resolve<PermissionOutcome>({
        allowed: false,
        via: 'cancelled',
        message: `${request.tool} was not run: the run was cancelled.`,
      })
    }
    const requestedAt = this.now()
    const info: PendingPermission = {
      requestId: this.createId(),
      sessionId: request.sessionId,
      runId: request.runId,
      toolCallId: request.toolCallId,
      tool: request.tool,
      agent: request.agent,
      arguments: request.arguments,
      reason,
      level,
      notices: verdict.notices ?? [],
      allowAlways: verdict.everyTime !== true,
      requestedAt,
      expiresAt: requestedAt + timeoutSeconds * 1000,
    }
    return new Promise<PermissionOutcome>((resolve) => {
      const onAbort = () => {
        settle({ allowed: false, via: 'cancelled', message: `${request.tool} was not run: the run was cancelled.` })
        this.respond(info, 'deny', 'the run was cancelled')
      }
      const timer = setTimeout(() => {
        settle({
          allowed: false,
          via: 'timeout',
          message: `Permission denied for ${request.tool}: the user did not answer within ${timeoutSeconds} seconds.`,
        })
        this.respond(info, 'deny', `no answer within ${timeoutSeconds} seconds`)
      }, timeoutSeconds * 1000)
      const settle = (outcome: PermissionOutcome) => {
        if (!this.waiting.delete(info.requestId)) return
        clearTimeout(timer)
        request.signal.removeEventListener('abort', onAbort)
        resolve(outcome)
      }
      this.waiting.set(info.requestId, { info, settle })
      request.signal.addEventListener('abort', onAbort, { once: true })
      this.deps.emit({
        type: 'permission-request',
        sessionId: info.sessionId,
        runId: info.runId,
        requestId: info.requestId,
        toolCallId: info.toolCallId,
        tool: info.tool,
        arguments: info.arguments,
        reason,
        level,
        notices: info.notices,
        allowAlways: info.allowAlways,
      })
    })
  }

  private respond(info: PendingPermission, decision: PermissionDecision, reason?: string): void {
    this.deps.emit({
      type: 'permission-response',
      sessionId: info.sessionId,
      runId: info.runId,
      requestId: info.requestId,
      decision,
      ...(reason ? { reason } : {}),
    })
  }
}

function denialMessage(tool: string, reason: string): string {
  return `Permission denied for ${tool}: ${reason}. Do not retry this call; choose another way or tell the user.`
}
