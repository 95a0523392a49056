import type { LanguageModel } from '../../providers/language-model'
import type { ModelMessage } from '../../providers/model-message'
import { recentFileReads } from './recent-file-reads'
import { transcript } from './transcript'

const summarySystem = [
  'You compress the working memory of a research assistant for astronomers.',
  'Write a faithful, dense summary of the conversation so that the assistant can continue without it:',
  "the user's goals and constraints, decisions made, facts found (with paper identifiers, bibcodes, arXiv ids,",
  'object names, numbers and units exactly), files and artifacts touched, open questions, and the next steps.',
  'Do not invent anything. Answer with the summary only.',
].join(' ')

export class CompactionFailure extends Error {
  override readonly name = 'CompactionFailure'
}

export interface Summary {
  messages: ModelMessage[]
  /** The read_file calls whose whole result the new context restores. */
  restoredCallIds: string[]
}

/**
 * Summarises the conversation with the model and builds the context that replaces it: the summary, the latest user
 * request verbatim, and the files read most recently (restored as the model last saw them).
 */
export async function summarizeConversation(
  model: LanguageModel,
  messages: readonly ModelMessage[],
  options: { restoreFiles: number; restoreMaxChars: number; signal: AbortSignal },
): Promise<Summary> {
  let summary = ''
  const request = {
    system: summarySystem,
    messages: [{ role: 'user' as const, content: `Summarise this conversation:\n\n${transcript(messages)}` }],
    tools: [],
  }
  for await (const part of model.stream(request, options.signal)) {
    if (part.type === 'text-delta') summary += part.delta
    if (part.type === 'error') throw new CompactionFailure(`The summary request failed: ${part.error.message}`)
  }
  if (summary.trim() === '') throw new CompactionFailure('The model returned an empty summary.')

  const latestRequest = [...messages].reverse().find((message) => message.role === 'user')
  const files = recentFileReads(messages, options.restoreFiles, options.restoreMaxChars)
  const sections = [`<conversation-summary>\n${summary.trim()}\n</conversation-summary>`]
  if (latestRequest?.role === 'user') {
    sections.push(`<latest-user-request>\n${latestRequest.content}\n</latest-user-request>`)
  }
  for (const file of files) sections.push(`<recent-file path="${file.path}">\n${file.content}\n</recent-file>`)
  sections.push('Earlier messages were compacted into the summary above. Continue the task from where it stands.')
  return {
    messages: [{ role: 'user', content: sections.join('\n\n') }],
    restoredCallIds: files.filter((file) => !file.truncated).map((file) => file.callId),
  }
}
