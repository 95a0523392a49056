import type { PermissionLevel, ToolPermissionRule } from './permission-rule'

/** One call's permission question, as the executor asks it. */
export interface PermissionCheck {
  sessionId: string
  runId: string
  toolCallId: string
  tool: string
  agent: string
  arguments: Record<string, unknown>
  silent: boolean
  signal: AbortSignal
  /** The tool's own AUTO/CONFIRM level (an agent override from settings may change it). */
  defaultLevel: PermissionLevel
  /** The tool's own verdicts about this input (`checkPermissions`). */
  toolRules: readonly ToolPermissionRule[]
  /** A PreToolUse hook demanded confirmation: ask the user even where the chain would allow (Deny still wins). */
  forceAskReason?: string | null
}

export type PermissionOutcome =
  | { allowed: true; via: 'rule' | 'auto' | 'always' | 'user-once' | 'user-always' }
  | {
      allowed: false
      via: 'rule' | 'user' | 'timeout' | 'disconnect' | 'silent' | 'cancelled'
      message: string
      /** The reason the user typed when denying, kept with the call's result so a reloaded window shows it. */
      userReason?: string
    }

/** What the executor needs from the permission system. */
export interface PermissionGate {
  check(request: PermissionCheck): Promise<PermissionOutcome>
  /** Deny rules only, never asking (after a hook changed the input): the denial message, or null. */
  denial(request: PermissionCheck): string | null
}
