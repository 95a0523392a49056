import type { Handlers } from '../../../shared/contract/handlers'
import type { Settings } from '../../../shared/domain/settings'
import { runCommandHook } from './command-hook'
import type { HookRegistry } from './hook-registry'
import { postToolUseResponseSchema, preToolUseResponseSchema } from './hook-types'

const sampleInputs: Record<string, Record<string, unknown>> = {
  read_file: { path: 'notes/observing-log.md' },
  run_bash: { command: 'python3 fit_light_curve.py --band r' },
  web_fetch: { url: 'https://arxiv.org/abs/2401.00010' },
}

/** A call as a hook sees it, for a test run: the tool's usual kind of input, marked as a test. */
function samplePayload(event: 'PreToolUse' | 'PostToolUse', tool: string) {
  const call = {
    event,
    sessionId: 'hook-test',
    runId: 'hook-test',
    agent: 'lead',
    callId: 'hook-test',
    tool,
    input: sampleInputs[tool] ?? {},
  }
  if (event === 'PreToolUse') return call
  const output = { content: 'Sample result of the call.', isError: false, metadata: {} }
  return { ...call, output, state: 'completed', durationMs: 12 }
}

/** Settings → Hooks: how each hook last ran, and a test run on a sample call. */
export function createHookHandlers(deps: {
  hooks: HookRegistry
  settings: () => Settings
}): Pick<Handlers, 'hooks.status' | 'hooks.test'> {
  return {
    'hooks.status': async () => ({ outcomes: deps.hooks.commandHookOutcomes(deps.settings().hooks) }),
    'hooks.test': async ({ hook, tool }) => {
      const started = performance.now()
      const result = await runCommandHook(hook.command, samplePayload(hook.event, tool), hook.timeoutMs)
      const durationMs = Math.round(performance.now() - started)
      if (!result.ok) return { ok: false, error: result.error, response: null, durationMs }
      const schema = hook.event === 'PreToolUse' ? preToolUseResponseSchema : postToolUseResponseSchema
      const parsed = schema.safeParse(result.response)
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
        return { ok: false, error: `answered in an unknown shape: ${issues}`, response: null, durationMs }
      }
      return { ok: true, error: null, response: parsed.data, durationMs }
    },
  }
}
