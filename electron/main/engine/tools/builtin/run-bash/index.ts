import { z } from 'zod'
import { withSandbox } from '../../../fs/with-sandbox'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { runBashDescription } from './description'
import { runCommand } from './run-command'
import { scrubbedEnvironment } from './scrubbed-environment'

const HEAD_CHARS = 15_000
const TAIL_CHARS = 15_000

export const runBashTool = defineTool({
  name: 'run_bash',
  description: runBashDescription,
  input: z.object({
    command: z.string().min(1).describe('The bash command line to run'),
    timeout_seconds: z.number().int().min(1).max(600).default(60).describe('Stop the command after this many seconds'),
  }),
  defaultPermission: 'confirm',
  interruptBehavior: 'cancel',
  isConcurrencySafe: () => false,
  // Refused before the user is asked: approving a command that then cannot run would waste their answer.
  checkPermissions: (_input, context) =>
    context.services.sandbox?.projectRoot()
      ? []
      : [
          {
            effect: 'deny',
            reason:
              'run_bash needs a project folder and this session has none: ask the user to set one in the chat header (Project folder).',
          },
        ],
  async execute(input, context) {
    return withSandbox(context, async (sandbox) => {
      const cwd = sandbox.projectRoot()
      if (!cwd) return toolError('run_bash needs a project folder: ask the user to choose one for this session.')
      const outcome = await runCommand({
        command: input.command,
        cwd,
        env: scrubbedEnvironment(process.env),
        timeoutMs: input.timeout_seconds * 1000,
        signal: context.signal,
        headChars: HEAD_CHARS,
        tailChars: TAIL_CHARS,
      })
      const metadata = {
        exitCode: outcome.exitCode,
        signal: outcome.signal,
        ending: outcome.ending,
        omittedChars: outcome.omittedChars,
      }
      const output = outcome.output === '' ? '(no output)' : outcome.output
      if (outcome.ending === 'timed-out') {
        return toolError(
          `${output}\n\n[Timed out after ${input.timeout_seconds} s; the command and its child processes were ` +
            'stopped. Raise timeout_seconds or make the command faster.]',
          metadata,
        )
      }
      if (outcome.ending === 'cancelled') {
        return toolError(`${output}\n\n[Cancelled; the command and its child processes were stopped.]`, metadata)
      }
      const status =
        outcome.exitCode === null ? `killed by ${outcome.signal ?? 'a signal'}` : `exit code ${outcome.exitCode}`
      const text = `${output}\n\n[${status}]`
      return outcome.exitCode === 0 ? toolResult(text, metadata) : toolError(text, metadata)
    })
  },
})
