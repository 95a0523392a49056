import type { z } from 'zod'
import { type HookOutcome, hookKey } from '../../../shared/domain/hook-outcome'
import type { hookCommandSchema } from '../../../shared/domain/settings'
import { runCommandHook } from './command-hook'
import type { HookRunner } from './hook-runner'
import {
  type HookFailure,
  type PostToolUseHook,
  type PostToolUseInput,
  type PostToolUseOutcome,
  type PostToolUseResponse,
  type PreToolUseHook,
  type PreToolUseInput,
  type PreToolUseOutcome,
  postToolUseResponseSchema,
  preToolUseResponseSchema,
} from './hook-types'

export type HookCommand = z.output<typeof hookCommandSchema>

interface Registered<Hook> {
  name: string
  /** Tool name or `*`. */
  matcher: string
  hook: Hook
}

interface HookRegistryOptions {
  /** settings.hooks, read at every call so edits apply at once. */
  commandHooks?: () => readonly HookCommand[]
  onFailure?: (failure: HookFailure) => void
  now?: () => number
}

/**
 * PreToolUse / PostToolUse hooks: registered in code, plus shell commands from settings (run after the code hooks).
 * Hooks run in order; a Block stops the chain; MutateInput feeds the next hook; a failing hook is reported and skipped.
 */
export class HookRegistry implements HookRunner {
  private readonly pre: Registered<PreToolUseHook>[] = []
  private readonly post: Registered<PostToolUseHook>[] = []
  private readonly outcomes = new Map<string, HookOutcome>()

  constructor(private readonly options: HookRegistryOptions = {}) {}

  registerPreToolUse(name: string, matcher: string, hook: PreToolUseHook): () => void {
    return register(this.pre, { name, matcher, hook })
  }

  registerPostToolUse(name: string, matcher: string, hook: PostToolUseHook): () => void {
    return register(this.post, { name, matcher, hook })
  }

  async runPreToolUse(input: PreToolUseInput): Promise<PreToolUseOutcome> {
    const outcome: PreToolUseOutcome = {
      blockedReason: null,
      input: input.input,
      appendContext: [],
      permissionRequired: null,
    }
    if (this.pre.length === 0 && !this.options.commandHooks) return outcome
    for (const { name, run } of this.chain(this.pre, input, preToolUseResponseSchema)) {
      const response = await run({ ...input, input: outcome.input })
      if (!response) continue
      if (response.mutateInput) outcome.input = response.mutateInput
      if (response.appendContext) outcome.appendContext.push(response.appendContext)
      if (response.permissionRequired) {
        outcome.permissionRequired =
          typeof response.permissionRequired === 'string' ? response.permissionRequired : `hook "${name}" asks for it`
      }
      if (response.decision === 'block') {
        outcome.blockedReason = response.reason || `blocked by hook "${name}"`
        break
      }
    }
    return outcome
  }

  async runPostToolUse(input: PostToolUseInput): Promise<PostToolUseOutcome> {
    let content = input.output.content
    if (this.post.length === 0 && !this.options.commandHooks) return { content }
    for (const { run } of this.chain(this.post, input, postToolUseResponseSchema)) {
      const response: PostToolUseResponse | undefined = await run({ ...input, output: { ...input.output, content } })
      if (response?.mutateOutput !== undefined) content = response.mutateOutput
    }
    return { content }
  }

  /** How each settings hook last ran, in the order of `hooks`; null for one that has not run. */
  commandHookOutcomes(hooks: readonly HookCommand[]): (HookOutcome | null)[] {
    return hooks.map((hook) => this.outcomes.get(hookKey(hook)) ?? null)
  }

  private *chain<Input extends PreToolUseInput | PostToolUseInput, Response>(
    registered: readonly Registered<(input: Input) => unknown>[],
    call: Pick<Input, 'event' | 'tool' | 'sessionId' | 'runId'>,
    schema: z.ZodType<Response>,
  ): Generator<{ name: string; run: (input: Input) => Promise<Response | undefined> }> {
    const { event, tool, sessionId, runId } = call
    const fail = (hook: string, message: string) =>
      this.options.onFailure?.({ sessionId, runId, hook, event, tool, message })
    for (const entry of registered) {
      if (!matches(entry.matcher, tool)) continue
      yield {
        name: entry.name,
        run: async (input) => {
          try {
            return checked(schema, await entry.hook(input), entry.name, fail)
          } catch (error) {
            fail(entry.name, error instanceof Error ? error.message : String(error))
            return undefined
          }
        },
      }
    }
    for (const command of this.options.commandHooks?.() ?? []) {
      if (!command.enabled || command.event !== event || !matches(command.matcher, tool)) continue
      const record = (message: string | null) =>
        this.outcomes.set(hookKey(command), {
          at: (this.options.now ?? Date.now)(),
          tool,
          ok: message === null,
          message,
        })
      yield {
        name: command.command,
        run: async (input) => {
          const result = await runCommandHook(command.command, input, command.timeoutMs)
          if (!result.ok) {
            record(result.error)
            fail(command.command, result.error)
            return undefined
          }
          let problem: string | null = null
          const response = checked(schema, result.response, command.command, (hook, message) => {
            problem = message
            fail(hook, message)
          })
          record(problem)
          return response
        },
      }
    }
  }
}

function checked<Response>(
  schema: z.ZodType<Response>,
  value: unknown,
  name: string,
  fail: (hook: string, message: string) => void,
): Response | undefined {
  if (value === undefined || value === null) return undefined
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  fail(name, `answered in an unknown shape: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`)
  return undefined
}

function matches(matcher: string, tool: string): boolean {
  return matcher === '*' || matcher === tool || matcher.split('|').includes(tool)
}

function register<Entry>(list: Entry[], entry: Entry): () => void {
  list.push(entry)
  return () => {
    const index = list.indexOf(entry)
    if (index >= 0) list.splice(index, 1)
  }
}
