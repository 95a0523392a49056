import type { PermissionNotice } from '../../../shared/contract/events'

/** AUTO runs at once; CONFIRM asks the user unless a rule or always-allow says otherwise. */
export type PermissionLevel = 'auto' | 'confirm'

/**
 * A tool's own verdict about one call, consulted before the central rule chain.
 * An ask `everyTime` is put to the user even where an allow rule or always-allow would answer it, and offers no
 * "always"; its notices are shown in the dialog.
 */
export type ToolPermissionRule =
  | { effect: 'deny'; reason: string }
  | { effect: 'allow' }
  | { effect: 'ask'; message: string; notices?: PermissionNotice[]; everyTime?: boolean }
