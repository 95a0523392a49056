import { homedir } from 'node:os'
import { z } from 'zod'
import type { SessionSandbox } from '../../../fs/path-sandbox'
import type { ToolPermissionRule } from '../../../permissions/permission-rule'
import { cleanEnvironment } from '../../../sandbox/clean-environment'
import { HOST_PATTERN } from '../../../sandbox/network-allowances'
import { OsSandboxError, type SandboxedCommand, sandboxCommand } from '../../../sandbox/os-sandbox'
import { osSandboxStatus } from '../../../sandbox/sandbox-availability'
import { commandPolicy } from '../../../sandbox/sandbox-policy'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { withSandbox } from '../../with-sandbox'
import description from './description.md'
import { sandboxPermissionRules } from './permission-rules'
import { isReadOnlyCommand } from './read-only-command'
import { runCommand } from './run-command'

const HEAD_CHARS = 15_000
const TAIL_CHARS = 15_000

export function createRunBashTool(deps: { sandbox: SessionSandbox; dataDir: string }) {
  return defineTool({
    name: 'run_bash',
    ui: {
      title: { en: 'Run command', 'zh-CN': '运行命令' },
      doing: { en: 'Running a command', 'zh-CN': '正在运行命令' },
      done: { en: 'Ran a command', 'zh-CN': '已运行命令' },
    },
    description,
    input: z.object({
      command: z.string().min(1).describe('The bash command line to run'),
      timeout_seconds: z
        .number()
        .int()
        .min(1)
        .max(600)
        .default(60)
        .describe('Stop the command after this many seconds'),
      network_hosts: z
        .array(z.string().toLowerCase().regex(HOST_PATTERN, 'a host name such as pypi.org or *.github.com'))
        .max(20)
        .default([])
        .describe(
          'Hosts the command must reach (e.g. pypi.org, *.github.com); the network is off for every other host',
        ),
    }),
    defaultPermission: 'confirm',
    interruptBehavior: 'cancel',
    // The command's own limit (timeout_seconds) stops it and its children; the executor's is a backstop after it.
    timeoutMs: (input) => input.timeout_seconds * 1000 + 5_000,
    // A read-only command may run beside other safe calls; when it fails, the rest of its batch is stopped (the
    // others were likely meant to work on what it should have found), as Claude Code does for Bash.
    isConcurrencySafe: (input) => input.network_hosts.length === 0 && isReadOnlyCommand(input.command),
    causesSiblingAbort: true,
    // Refused before the user is asked: approving a command that then cannot run would waste their answer.
    checkPermissions: (input, context): ToolPermissionRule[] =>
      deps.sandbox(context.sessionId).projectRoot()
        ? sandboxPermissionRules(osSandboxStatus(), input.network_hosts)
        : [
            {
              effect: 'deny',
              reason:
                'run_bash needs a project folder and this session has none: ask the user to set one in the chat header (Project folder).',
            },
          ],
    async execute(input, context) {
      return withSandbox(deps.sandbox(context.sessionId), async (sandbox) => {
        const cwd = sandbox.projectRoot()
        if (!cwd) return toolError('run_bash needs a project folder: ask the user to choose one for this session.')
        const status = osSandboxStatus()
        let sandboxed: SandboxedCommand | undefined
        try {
          if (status.available) {
            sandboxed = await sandboxCommand(input.command, commandPolicy(cwd, deps.dataDir), input.network_hosts)
          }
        } catch (error) {
          if (!(error instanceof OsSandboxError)) throw error
          return toolError(
            `The command was not run: ${error.message}. Tell the user; run_bash runs nothing outside the sandbox here.`,
          )
        }
        const outcome = await runCommand({
          command: sandboxed?.command ?? input.command,
          cwd,
          env: cleanEnvironment(process.env, homedir()),
          timeoutMs: input.timeout_seconds * 1000,
          signal: context.signal,
          headChars: HEAD_CHARS,
          tailChars: TAIL_CHARS,
        }).finally(() => sandboxed?.release())
        const metadata = {
          exitCode: outcome.exitCode,
          signal: outcome.signal,
          ending: outcome.ending,
          omittedChars: outcome.omittedChars,
          osSandbox: status.available ? status.kind : 'none',
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
        const ended =
          outcome.exitCode === null ? `killed by ${outcome.signal ?? 'a signal'}` : `exit code ${outcome.exitCode}`
        const text = `${output}\n\n[${ended}]`
        return outcome.exitCode === 0 ? toolResult(text, metadata) : toolError(text, metadata)
      })
    },
  })
}
