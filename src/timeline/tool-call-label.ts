import type { ToolPartState } from '../../electron/shared/contract/events'
import type { ToolUiText } from '../../electron/shared/domain/tool-info'
import { localize } from '../i18n/localize'

/**
 * What the timeline calls a tool call: what it is doing while it waits or runs, what it did once it completed, the
 * tool's title when it failed or was stopped, and the raw name for a tool the engine gave no text for.
 */
export function toolCallLabel(name: string, state: ToolPartState, ui: ToolUiText | null, language: string): string {
  if (!ui) return name
  if (state === 'pending' || state === 'running') return `${localize(ui.doing, language)}…`
  if (state === 'completed') return localize(ui.done, language)
  return localize(ui.title, language)
}
