import type { PermissionRule } from '../../../shared/domain/settings'

const idPrefix = 'session:'
const none: ReadonlySet<string> = new Set()

/** Each session's always-allowed tools ("always" in the permission dialog), shown as rules with source `session`. */
export class SessionAllowances {
  private readonly bySession = new Map<string, Set<string>>()

  of(sessionId: string): ReadonlySet<string> {
    return this.bySession.get(sessionId) ?? none
  }

  add(sessionId: string, tool: string): void {
    const tools = this.bySession.get(sessionId) ?? new Set<string>()
    tools.add(tool)
    this.bySession.set(sessionId, tools)
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
      for (const tool of tools) if (!kept.has(ruleId(sessionId, tool))) tools.delete(tool)
    }
  }

  forget(sessionId: string): void {
    this.bySession.delete(sessionId)
  }

  clear(): void {
    this.bySession.clear()
  }
}

function ruleId(sessionId: string, tool: string): string {
  return `${idPrefix}${sessionId}:${tool}`
}
