import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { version } from '../../../../package.json'
import type { AgentEvent } from '../../../shared/contract/events'
import { providerSettingsSchema } from '../../../shared/domain/settings'
import {
  createEngine,
  createLanguageModel,
  dataDirFromArgs,
  defaultDataDir,
  type Engine,
  type McpLaunch,
  parseMcpServersFile,
  type ResolvedModel,
  wrapWithXmlToolProtocol,
} from '../../engine'
import { runEnded } from '../common/run-ended'
import { exitAfterOutput } from './exit-after-output'
import { createHeadlessDeps } from './headless-deps'

const usage = `Usage: npm run agent -- --prompt "…" [options]

  --prompt TEXT          what to ask the agent (required)
  --session ID           continue this session (default: a new one)
  --project DIR          the session's project folder: the file tools and run_bash work in it
  --json                 print every event as one JSON line (NDJSON) instead of readable text
  --data-dir DIR         database, settings and secrets (default: the platform's app data folder)
  --base-url URL         use this provider instead of the one in Settings (with --model)
  --model NAME           model name at --base-url
  --api-key-env VAR      read the API key from this environment variable
  --provider KIND        openai (any OpenAI-compatible server, the default) or anthropic
  --tool-protocol P      native (function calling, the default) or xml (models without function calling)
  --max-steps N          stop after N steps (default: Settings → General, most steps per run)
  --mcp-config FILE      MCP servers for this run, as {"mcpServers": {…}} (Claude Desktop / Cursor format),
                         beside those in Settings → MCP servers; a server of the same name replaces the one in Settings
  --yes                  allow tool calls that would ask for permission (otherwise they are denied)

Exit code: 0 when the run ends normally (or at max steps), 1 when it ends in an error, 2 for bad options,
130 when interrupted.`

const optionsSchema = z
  .object({
    prompt: z.string().trim().min(1, '--prompt is required: say what the agent should do.'),
    session: z.string().min(1).optional(),
    project: z.string().min(1, '--project needs a folder.').optional(),
    json: z.boolean(),
    dataDir: z.string(),
    baseUrl: z.url('--base-url must be a URL such as http://127.0.0.1:11434/v1').optional(),
    model: z.string().min(1).optional(),
    apiKeyEnv: z.string().min(1).optional(),
    provider: z.enum(['openai', 'anthropic'], '--provider must be openai or anthropic').optional(),
    toolProtocol: z.enum(['native', 'xml'], '--tool-protocol must be native or xml').optional(),
    maxSteps: z.coerce.number().int('--max-steps must be a whole number').min(1).max(200).optional(),
    mcpConfig: z.string().min(1).optional(),
    yes: z.boolean(),
  })
  .refine((options) => !options.baseUrl || options.model, '--base-url needs --model NAME as well.')
type CliOptions = z.infer<typeof optionsSchema>

function parseCommandLine(args: string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      prompt: { type: 'string' },
      session: { type: 'string' },
      project: { type: 'string' },
      json: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'base-url': { type: 'string' },
      model: { type: 'string' },
      'api-key-env': { type: 'string' },
      provider: { type: 'string' },
      'tool-protocol': { type: 'string' },
      'max-steps': { type: 'string' },
      'mcp-config': { type: 'string' },
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return 'help'
  const parsed = optionsSchema.safeParse({
    prompt: values.prompt ?? '',
    session: values.session,
    project: values.project === undefined ? undefined : resolve(values.project),
    json: values.json,
    dataDir: values['data-dir'] ? (dataDirFromArgs(['--data-dir', values['data-dir']]) ?? '') : defaultDataDir(),
    baseUrl: values['base-url'],
    model: values.model,
    apiKeyEnv: values['api-key-env'],
    provider: values.provider,
    toolProtocol: values['tool-protocol'],
    maxSteps: values['max-steps'],
    mcpConfig: values['mcp-config'],
    yes: values.yes,
  })
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'))
  return parsed.data
}

function apiKeyFrom(options: CliOptions): string | undefined {
  if (!options.apiKeyEnv) return undefined
  const key = process.env[options.apiKeyEnv]
  if (!key) throw new Error(`The environment variable ${options.apiKeyEnv} (--api-key-env) is empty or not set.`)
  return key
}

/** Every server of the file, switched on for this run even where the file marks it disabled. */
function mcpServersFrom(file: string | undefined): McpLaunch[] {
  if (!file) return []
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`--mcp-config: cannot read ${file} (${error instanceof Error ? error.message : String(error)}).`)
  }
  try {
    return parseMcpServersFile(text).map((server) => server.launch)
  } catch (error) {
    throw new Error(`--mcp-config ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The model for this run when the command line names one; otherwise Settings decide. */
function modelOverride(options: CliOptions, apiKey: string | undefined): (() => Promise<ResolvedModel>) | undefined {
  const { baseUrl, model } = options
  if (baseUrl && model) {
    const provider = providerSettingsSchema.parse({
      id: 'cli',
      name: options.provider === 'anthropic' ? 'Anthropic' : 'OpenAI-compatible server',
      kind: options.provider ?? 'openai',
      baseUrl,
      model,
      toolProtocol: options.toolProtocol ?? 'native',
    })
    const native = createLanguageModel(provider, apiKey)
    const resolved: ResolvedModel = {
      model: provider.toolProtocol === 'xml' ? wrapWithXmlToolProtocol(native) : native,
      price: undefined,
    }
    return async () => resolved
  }
  return undefined
}

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit)}…` : text)

/** Readable output: the answer on stdout as it streams, tool activity and problems on stderr. */
function printReadable(event: AgentEvent, state: { atLineStart: boolean }): void {
  const line = (text: string) => {
    if (!state.atLineStart) process.stdout.write('\n')
    process.stderr.write(`${text}\n`)
    state.atLineStart = true
  }
  switch (event.type) {
    case 'text-delta':
      process.stdout.write(event.delta)
      state.atLineStart = event.delta.endsWith('\n')
      return
    case 'tool-call':
      if (event.state === 'running') line(`→ ${event.name} ${clip(JSON.stringify(event.arguments), 200)}`)
      return
    case 'tool-result':
      line(
        `${event.isError ? '✗' : '✓'} ${event.name} [${event.state}]: ${clip(event.output.replace(/\s+/g, ' '), 300)}`,
      )
      return
    case 'compaction':
      line(`(context compacted: ${event.level}, ${event.tokensBefore} → ${event.tokensAfter} tokens)`)
      return
    case 'usage':
      line(
        `(step ${event.step}: ${event.usage.inputTokens} in, ${event.usage.outputTokens} out, $${event.costUsd.toFixed(4)})`,
      )
      return
    case 'error': {
      const cli =
        event.code === 'no-provider' ? '\nOr name one here: --base-url URL --model NAME [--api-key-env VAR].' : ''
      line(`Error: ${event.message}${event.hint ? `\n${event.hint}` : ''}${cli}`)
      return
    }
    case 'run-end':
      line(`(run ended: ${event.reason} after ${event.steps} step${event.steps === 1 ? '' : 's'})`)
      return
    case 'run-abort':
      line(`(run stopped: ${event.reason})`)
      return
    default:
      return
  }
}

const noTerminal =
  'There is no terminal to ask for permission in this non-interactive run, so the call was denied. Rerun with --yes to allow such calls.'

async function main(): Promise<number> {
  let options: CliOptions
  try {
    const parsed = parseCommandLine(process.argv.slice(2))
    if (parsed === 'help') {
      console.log(usage)
      return 0
    }
    options = parsed
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    return 2
  }
  let apiKey: string | undefined
  let mcpServers: McpLaunch[]
  try {
    apiKey = apiKeyFrom(options)
    mcpServers = mcpServersFrom(options.mcpConfig)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 2
  }
  const override = modelOverride(options, apiKey)
  const engine = await createEngine(createHeadlessDeps(options.dataDir, version), {
    agent: {
      ...(override ? { resolveModel: override } : {}),
      ...(options.toolProtocol ? { toolProtocol: options.toolProtocol } : {}),
      ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
    },
    mcp: { servers: mcpServers },
  })
  const context = { signal: new AbortController().signal }
  const interactive = Boolean(process.stdin.isTTY) && !options.json
  try {
    const projectDir = options.project ?? null
    const sessionId =
      options.session ??
      (
        await engine.handlers['session.create'](
          { title: clip(options.prompt.replace(/\s+/g, ' '), 60), ...(projectDir ? { projectDir } : {}) },
          context,
        )
      ).id
    if (options.session && projectDir)
      await engine.handlers['session.setProjectDir']({ id: sessionId, projectDir }, context)
    const printed = { atLineStart: true }
    engine.events.subscribe({ sessionId }, (event) => {
      if (options.json) process.stdout.write(`${JSON.stringify(event)}\n`)
      else printReadable(event, printed)
      if (event.type === 'permission-request') void answerPermission(engine, event, options, interactive)
      if (event.type === 'question-asked') void answerQuestion(engine, event, interactive)
    })
    const { runId } = await engine.handlers['session.prompt']({ sessionId, prompt: options.prompt }, context)
    let interrupted = false
    process.once('SIGINT', () => {
      interrupted = true
      void engine.handlers['session.cancel']({ sessionId, runId }, context)
    })
    const outcome = await runEnded(engine, sessionId, runId)
    if (!options.json) process.stderr.write(`${printed.atLineStart ? '' : '\n'}session: ${sessionId}\n`)
    if (interrupted) return 130
    return outcome === 'error' ? 1 : 0
  } catch (error) {
    const hint = typeof error === 'object' && error !== null && 'hint' in error ? `\n${String(error.hint)}` : ''
    console.error(`${error instanceof Error ? error.message : String(error)}${hint}`)
    return 1
  } finally {
    await engine.dispose()
  }
}

async function askTerminal(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr })
  try {
    return (await terminal.question(question)).trim()
  } finally {
    terminal.close()
  }
}

async function answerPermission(
  engine: Engine,
  request: Extract<AgentEvent, { type: 'permission-request' }>,
  options: CliOptions,
  interactive: boolean,
): Promise<void> {
  const context = { signal: new AbortController().signal }
  const reply = (decision: 'once' | 'always' | 'deny', reason?: string) =>
    engine.handlers['permission.reply'](
      { requestId: request.requestId, decision, ...(reason ? { reason } : {}) },
      context,
    )
  if (options.yes) {
    const unsandboxed = request.notices.find((notice) => notice.code === 'no-os-sandbox')
    if (unsandboxed) {
      // --yes is no reason to run a command with the user's full rights unannounced.
      process.stderr.write(
        `Warning: --yes allowed ${request.tool} without an OS sandbox (missing here: ${unsandboxed.params.detail ?? unsandboxed.params.reason}). ` +
          'It runs with your full rights: it can read your files and keys and reach the network. On Linux, install ' +
          'bubblewrap and socat (apt-get install bubblewrap socat) to sandbox commands.\n',
      )
    }
    await reply('once')
    return
  }
  if (!interactive) {
    if (!options.json) process.stderr.write(`Denied ${request.tool}: ${noTerminal}\n`)
    await reply('deny', noTerminal)
    return
  }
  const answer = await askTerminal(
    `${request.tool} asks permission (${request.reason}): ${clip(JSON.stringify(request.arguments), 300)}\nAllow? [y]es once, [a]lways, [n]o: `,
  )
  if (/^a/i.test(answer)) await reply('always')
  else if (/^y/i.test(answer)) await reply('once')
  else await reply('deny', 'The user said no at the terminal.')
}

async function answerQuestion(
  engine: Engine,
  question: Extract<AgentEvent, { type: 'question-asked' }>,
  interactive: boolean,
): Promise<void> {
  const answer = interactive
    ? await askTerminal(
        `${question.question}${question.options.length ? ` (${question.options.join(' / ')})` : ''}\n> `,
      )
    : 'Nobody can answer questions in this non-interactive run; proceed with your best judgement and state your assumptions.'
  await engine.handlers['question.reply'](
    { questionId: question.questionId, answer },
    { signal: new AbortController().signal },
  )
}

main().then(exitAfterOutput, (error: unknown) => {
  console.error(`The agent could not run: ${error instanceof Error ? error.message : String(error)}`)
  exitAfterOutput(1)
})
