import type { PermissionRule } from '../../../shared/domain/settings'

const idPrefix = 'session:'
const none: ReadonlySet<string> = new Set()

/** Where always-allowed tools are kept so they survive a restart. */
export interface AllowanceStore {
  load(): { sessionId: string; tool: string }[]
  add(sessionId: string, tool: string): void
  remove(sessionId: string, tool: string): void
  forget(sessionId: string): void
  clear(): void
}

/**
 * Each session's always-allowed tools ("always" in the permission dialog), shown as rules with source `session`;
 * written through to the store when there is one.
 */
export class SessionAllowances {
  private readonly bySession = new Map<string, Set<string>>()

  constructor(private readonly store: AllowanceStore | null = null) {
    for (const { sessionId, tool } of store?.load() ?? []) this.remember(sessionId, tool)
  }

  of(sessionId: string): ReadonlySet<string> {
    return this.bySession.get(sessionId) ?? none
  }

  add(sessionId: string, tool: string): void {
    this.store?.add(sessionId, tool)
    this.remember(sessionId, tool)
  }

  asRules(): PermissionRule[] {
    return [...this.bySession.entries()].flatMap(([sessionId, tools]) =>
      [...tools].map((tool) => ({
        id: ruleId(sessionId, tool),
        effect: 'allow' as const,
        tool,
        agent: '*',
        reason: `Always allowed in session ${sessionId}`,
        source: 'session' as const,
      })),
    )
  }

  keepOnly(ruleIds: readonly string[]): void {
    const kept = new Set(ruleIds)
    for (const [sessionId, tools] of this.bySession) {
      for (const tool of tools) {
        if (kept.has(ruleId(sessionId, tool))) continue
        this.store?.remove(sessionId, tool)
        tools.delete(tool)
      }
    }
  }

  forget(sessionId: string): void {
    this.store?.forget(sessionId)
    this.bySession.delete(sessionId)
  }

  clear(): void {
    this.store?.clear()
    this.bySession.clear()
  }

  private remember(sessionId: string, tool: string): void {
    const tools = this.bySession.get(sessionId) ?? new Set<string>()
    tools.add(tool)
    this.bySession.set(sessionId, tools)
  }
}

function ruleId(sessionId: string, tool: string): string {
  return `${idPrefix}${sessionId}:${tool}`
}
