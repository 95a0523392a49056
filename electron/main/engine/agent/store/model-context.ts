import type { ModelMessage } from '../../providers/model-message'
import type { StoredMessage } from './stored-message'

/** The conversation the model sees: the latest compaction's messages, then every message stored after it. */
export function modelContext(stored: readonly StoredMessage[]): ModelMessage[] {
  let start = 0
  let context: ModelMessage[] = []
  for (const [index, row] of stored.entries()) {
    if (row.body.kind === 'summary') {
      start = index + 1
      context = [...row.body.messages]
    }
  }
  for (const row of stored.slice(start)) {
    if (row.body.kind === 'user' || row.body.kind === 'assistant' || row.body.kind === 'tool') {
      context.push(row.body.message)
    }
  }
  return context
}
