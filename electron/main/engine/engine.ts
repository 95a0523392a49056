import type { Handlers } from '../../shared/contract/handlers'
import type { ResolvedModel } from './agent/agent-runtime-deps'
import { resolveActiveModel } from './agent/resolve-model'
import type { TapTiming } from './catalogs/tap-client'
import { composeAgent } from './compose/agent'
import { type CoreOptions, composeCore } from './compose/core'
import { Disposers } from './compose/disposers'
import { composeLibrary } from './compose/library'
import { findResourcesDir } from './compose/resources-dir'
import { composeTools } from './compose/tools'
import type { EventBus } from './events/event-bus'
import type { LibraryServiceOverrides } from './library/commands/library-provider'
import type { McpLaunch } from './mcp/mcp-launch'
import type { EngineDeps } from './ports/engine-deps'
import type { RetryPolicy } from './retry/retry-policy'

export interface Engine {
  /** One handler per contract command; hosts parse input with the command's schema before calling. */
  handlers: Handlers
  events: EventBus
  /** The window closed or the browser went away: pending permission requests and questions are answered "no". */
  disconnectClients(reason: string): void
  /** Closes the database and stops background work; safe to call twice. */
  dispose(): Promise<void>
}

export interface EngineOptions extends CoreOptions {
  /** Watch `<library>/inbox` for dropped PDFs and the skills folders for new skills; default true. */
  watchFolders?: boolean
  agent?: {
    /** A fixed model instead of Settings' (the agent CLI with --base-url, tests). */
    resolveModel?: () => Promise<ResolvedModel>
    /** Settings' model with this tool protocol (the agent CLI's --tool-protocol). */
    toolProtocol?: 'native' | 'xml'
    /** Overrides the setting tools.maxSteps (Settings → General) (the agent CLI's --max-steps). */
    maxSteps?: number
    /** Provider retry timing (tests). */
    retry?: RetryPolicy
  }
  /** Library service URLs beside Settings' for this process only (the library CLI's --arxiv-url, --ads-url, …). */
  libraryServices?: LibraryServiceOverrides
  /** MCP servers beside Settings' for this process only (the agent CLI's `--mcp-config`), and restart timing (tests). */
  mcp?: { servers?: readonly McpLaunch[]; backoff?: RetryPolicy }
  /** TAP job polling and the synchronous time limit of catalogue queries (tests). */
  catalogTiming?: Partial<TapTiming>
}

/** The composition root: every area built once, in dependency order, with nothing wired after the fact. */
export async function createEngine(deps: EngineDeps, options: EngineOptions = {}): Promise<Engine> {
  const disposers = new Disposers()
  try {
    return await compose(deps, options, disposers)
  } catch (error) {
    // A part that failed to start leaves nothing behind: what was started is stopped, the data dir unlocked.
    await disposers.disposeAll()
    throw error
  }
}

async function compose(deps: EngineDeps, options: EngineOptions, disposers: Disposers): Promise<Engine> {
  const core = await composeCore(deps, options, disposers)
  const agentOptions = options.agent ?? {}
  // A session's own provider and model (chosen in its header) win over the active provider.
  const resolveModel =
    agentOptions.resolveModel ??
    ((sessionId?: string) =>
      resolveActiveModel(
        {
          settings: () => core.settings.get(),
          secret: (name) => core.settings.secret(name),
          ...(agentOptions.retry ? { retry: agentOptions.retry } : {}),
          ...(agentOptions.toolProtocol ? { toolProtocol: agentOptions.toolProtocol } : {}),
        },
        sessionId ? core.sessions.get(sessionId) : null,
      ))
  const library = composeLibrary(
    core,
    { watchFolders: options.watchFolders, resolveModel, serviceOverrides: options.libraryServices },
    disposers,
  )
  const tools = composeTools(
    core,
    library,
    {
      resourcesDir: deps.resourcesDir ?? findResourcesDir(),
      watchFolders: options.watchFolders ?? true,
      mcp: options.mcp ?? {},
      ...(options.catalogTiming ? { catalogTiming: options.catalogTiming } : {}),
    },
    disposers,
  )
  const agent = composeAgent(
    core,
    tools,
    { resolveModel, ...(agentOptions.maxSteps ? { maxSteps: agentOptions.maxSteps } : {}) },
    disposers,
  )

  const handlers: Handlers = { ...core.handlers, ...library.handlers, ...tools.handlers, ...agent.handlers }
  core.logger.info('Engine started', {
    host: deps.host,
    version: deps.appVersion,
    sqlite: core.database.sqliteVersion,
    vec: core.database.vecVersion,
  })

  let disposed: Promise<void> | null = null
  return {
    handlers,
    events: core.events,
    disconnectClients(reason) {
      core.permissions.disconnect(reason)
      core.questions.cancelAll(reason)
    },
    dispose() {
      disposed ??= (async () => {
        await disposers.disposeAll()
        core.logger.info('Engine stopped')
      })()
      return disposed
    },
  }
}
