import type { PostToolUseInput, PostToolUseOutcome, PreToolUseInput, PreToolUseOutcome } from './hook-types'

/** What the executor needs from the hook system. */
export interface HookRunner {
  runPreToolUse(input: PreToolUseInput): Promise<PreToolUseOutcome>
  runPostToolUse(input: PostToolUseInput): Promise<PostToolUseOutcome>
}
