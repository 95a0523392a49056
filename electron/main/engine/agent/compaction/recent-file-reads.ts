import { FILE_UNCHANGED_STUB } from '../../fs/file-state-cache'
import type { ModelMessage } from '../../providers/model-message'
import { stalePlaceholderPrefix } from './micro-compact'

export interface FileRead {
  path: string
  content: string
  /** The read_file call whose result this is. */
  callId: string
  /** Cut at the restore limit: the model no longer has all of it. */
  truncated: boolean
}

/** The latest successful read_file result per path, newest first, as the model last saw it. */
export function recentFileReads(messages: readonly ModelMessage[], limit: number, maxChars: number): FileRead[] {
  const pathsById = new Map<string, string>()
  for (const message of messages) {
    if (message.role !== 'assistant') continue
    for (const call of message.toolCalls) {
      const path = call.arguments.path ?? call.arguments.file_path
      if (call.name === 'read_file' && typeof path === 'string') pathsById.set(call.id, path)
    }
  }
  const reads: FileRead[] = []
  const seen = new Set<string>()
  for (const message of [...messages].reverse()) {
    if (reads.length >= limit) break
    if (message.role !== 'tool' || message.name !== 'read_file' || message.isError) continue
    // A placeholder or an "unchanged" answer holds no content to restore; an earlier read of the path may.
    if (message.content.startsWith(stalePlaceholderPrefix) || message.content.startsWith(FILE_UNCHANGED_STUB)) continue
    const path = pathsById.get(message.toolCallId)
    if (!path || seen.has(path)) continue
    seen.add(path)
    const truncated = message.content.length > maxChars
    const content = truncated ? `${message.content.slice(0, maxChars)}\n[… truncated]` : message.content
    reads.push({ path, content, callId: message.toolCallId, truncated })
  }
  return reads
}
