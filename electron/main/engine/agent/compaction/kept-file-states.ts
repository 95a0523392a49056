import type { FileState } from '../../fs/file-state-cache'
import type { ModelMessage } from '../../providers/model-message'
import { stalePlaceholderPrefix } from './micro-compact'

/**
 * The entries of a FileStateCache snapshot (taken before compaction) whose content the model still has afterwards:
 * the read_file result that showed it is still in the context, or a summary restored it whole. A re-read of any
 * other file must show its content again instead of answering "unchanged".
 */
export function keptFileStates(
  snapshot: ReadonlyMap<string, FileState>,
  messages: readonly ModelMessage[],
  restoredCallIds: readonly string[],
): Map<string, FileState> {
  const shown = new Set(restoredCallIds)
  for (const message of messages) {
    if (message.role === 'tool' && !message.content.startsWith(stalePlaceholderPrefix)) shown.add(message.toolCallId)
  }
  return new Map([...snapshot].filter(([, state]) => shown.has(state.callId)))
}
