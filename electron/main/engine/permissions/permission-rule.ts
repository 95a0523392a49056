/** AUTO runs at once; CONFIRM asks the user unless a rule or always-allow says otherwise. */
export type PermissionLevel = 'auto' | 'confirm'

/** A tool's own verdict about one call, consulted before the central rule chain (AstroResearch `check_permissions`). */
export type ToolPermissionRule =
  | { effect: 'deny'; reason: string }
  | { effect: 'allow' }
  | { effect: 'ask'; message: string }
