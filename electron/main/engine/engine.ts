import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Handlers } from '../../shared/contract/handlers'
import { type AgentModule, type AgentModuleOptions, createAgentModule } from './agent/agent-module'
import { resolveActiveModel } from './agent/resolve-model'
import { createArtifactHandlers } from './artifacts/artifact-handlers'
import { type ArtifactManager, createArtifactManager } from './artifacts/artifact-manager'
import { findResourcesDir } from './composition/resources-dir'
import { createToolSuite, type ToolSuite } from './composition/tool-suite'
import { createAppHandlers } from './config/app-handlers'
import { createDetectLocalHandlers, type LocalServerCandidate } from './config/detect-local-providers'
import { createSettingsHandlers } from './config/settings-handlers'
import { createSettingsService, type SettingsService } from './config/settings-service'
import { createSettingsStore } from './config/settings-store'
import { migrations } from './db/migrations'
import { type OpenedDatabase, openDatabase } from './db/open-database'
import type { EngineDeps } from './engine-deps'
import { createEventBus, type EventBus } from './events/event-bus'
import { createAuditLogHook } from './hooks/audit-log-hook'
import { HookRegistry } from './hooks/hook-registry'
import { createLibraryHandlers } from './library/library-handlers'
import { followInbox } from './library-view/inbox-follower'
import { createLibraryProvider } from './library-view/library-provider'
import { createLibraryViewHandlers } from './library-view/library-view-handlers'
import { createLogger, type Logger, type LoggerOptions } from './log/logger'
import { createRedactor } from './log/redact'
import { createPermissionHandlers } from './permissions/permission-handlers'
import { PermissionService } from './permissions/permission-service'
import { createProviderModelsHandlers } from './providers/provider-models-handlers'
import { createQuestionBroker, type QuestionBroker } from './questions/question-broker'
import { createQuestionHandlers } from './questions/question-handlers'
import { createRedactingSecretStore, rememberStoredSecrets } from './secrets/redacting-secret-store'
import { nameUntitledSession } from './sessions/name-untitled-session'
import { createSessionHandlers } from './sessions/session-handlers'
import { createSessionRepository, type SessionRepository } from './sessions/session-repository'

export const DATABASE_FILE_NAME = 'astroresearch.sqlite'

export interface Engine {
  /** One handler per contract command; hosts parse input with the command's schema before calling. */
  handlers: Handlers
  events: EventBus
  database: OpenedDatabase
  settings: SettingsService
  sessions: SessionRepository
  artifacts: ArtifactManager
  questions: QuestionBroker
  /** The permission chain and interrupt; hosts call `permissions.disconnect()` when the window closes. */
  permissions: PermissionService
  /** PreToolUse / PostToolUse hooks (code and settings commands); the audit log hook is registered. */
  hooks: HookRegistry
  /** The agent runtime (sessions → runs → steps), its executor and tool registry. */
  agent: AgentModule
  /** The research tools beside the agent's own, with their services (skills, memory, RAG, background tasks). */
  tools: ToolSuite
  logger: Logger
  deps: EngineDeps
  /** Closes the database and stops background work; safe to call twice. */
  dispose(): Promise<void>
}

export interface EngineOptions {
  /** Events kept for replay (reconnecting clients); default 10,000. */
  replayCapacity?: number
  /** Check every emitted event against the schema; on by default outside production. */
  validateEvents?: boolean
  log?: Pick<LoggerOptions, 'maxBytes' | 'maxFiles' | 'level'>
  /** Where `provider.detectLocal` looks for Ollama and LM Studio; default 127.0.0.1:11434 and :1234. */
  localServers?: readonly LocalServerCandidate[]
  /** Agent overrides: a fixed model and step limit instead of Settings' (headless CLI), retry timing (tests). */
  agent?: Pick<AgentModuleOptions, 'resolveModel' | 'retry' | 'maxSteps'>
}

export async function createEngine(deps: EngineDeps, options: EngineOptions = {}): Promise<Engine> {
  mkdirSync(deps.dataDir, { recursive: true })
  const redactor = createRedactor()
  const logger = createLogger({ dataDir: deps.dataDir, clock: deps.clock, redactor, ...options.log })
  const secrets = createRedactingSecretStore(deps.secrets, redactor)
  await rememberStoredSecrets(secrets, redactor)

  const database = openDatabase(join(deps.dataDir, DATABASE_FILE_NAME), migrations)
  const disposers: (() => void | Promise<void>)[] = [
    () => {
      database.db.close()
    },
  ]

  const events = createEventBus({
    clock: deps.clock,
    capacity: options.replayCapacity,
    validate: options.validateEvents ?? process.env.NODE_ENV !== 'production',
    onListenerError: (error, event) => logger.error('An event listener failed', { error, type: event.type }),
  })
  const settings = createSettingsService({
    store: createSettingsStore(database.db),
    secrets,
    dataDir: deps.dataDir,
    logger: logger.child({ area: 'settings' }),
  })
  const sessions = createSessionRepository(database.db, deps.clock)
  const questions = createQuestionBroker({ emit: (event) => events.emit(event) })
  disposers.push(() => questions.cancelAll('the app is closing'))
  const artifacts = createArtifactManager({
    db: database.db,
    emit: (event) => events.emit(event),
    now: () => deps.clock.now(),
  })

  const permissions = new PermissionService({
    settings: {
      read: () => settings.get().permissions,
      writeRules: async (rules) => {
        await settings.update({ permissions: { rules } })
      },
    },
    emit: (event) => events.emit(event),
    now: () => deps.clock.now(),
  })
  disposers.push(() => {
    permissions.disconnect('the app is closing')
  })
  const hooks = new HookRegistry({
    commandHooks: () => settings.get().hooks,
    onFailure: (failure) => {
      logger.warn('A tool hook failed', { ...failure })
      events.emit({
        type: 'error',
        sessionId: failure.sessionId,
        runId: failure.runId,
        code: 'hook-failed',
        message: `The ${failure.event} hook "${failure.hook}" failed for ${failure.tool}: ${failure.message}`,
        hint: 'The tool call went on without it. Check the hook in Settings → Hooks.',
      })
    },
  })
  hooks.registerPostToolUse(
    'audit-log',
    '*',
    createAuditLogHook(database.db, () => deps.clock.now()),
  )

  const library = createLibraryProvider({ db: database.db, settings, secrets, emit: (event) => events.emit(event) })
  if (deps.host !== 'test') {
    const inbox = followInbox({
      library,
      onSettingsChange: (listener) => settings.onChange(listener),
      watch: {
        onOutcome: (path, outcome) => {
          if (outcome.kind === 'error')
            logger.warn('An inbox file could not be imported', { path, message: outcome.message })
        },
      },
      onError: (error) => logger.error('The library inbox could not be watched', { error }),
    })
    disposers.push(() => inbox.close())
  }

  const tools = createToolSuite({
    db: database.db,
    dataDir: deps.dataDir,
    resourcesDir: deps.resourcesDir ?? findResourcesDir(),
    settings: () => settings.get(),
    secrets,
    sessions,
    artifacts,
    questions,
    library,
    model: async () =>
      (await resolveActiveModel({ settings: () => settings.get(), secret: (name) => settings.secret(name) })).model,
    emit: (event) => events.emit(event),
    now: () => deps.clock.now(),
  })
  disposers.push(() => {
    tools.background.cancelAll()
    return tools.background.settle()
  })

  const agent = createAgentModule({
    db: database.db,
    events,
    settings,
    sessionExists: (id) => sessions.get(id) !== null,
    sessionModel: (id) => sessions.get(id),
    onPrompt: nameUntitledSession(sessions, events),
    permissions,
    hooks,
    dataDir: deps.dataDir,
    now: () => deps.clock.now(),
    tools: tools.tools,
    services: (turn) => tools.services(turn),
    artifactSink: artifacts,
    onInternalError: (error) => logger.error('The agent loop failed', { error }),
    ...options.agent,
  })
  disposers.push(() => agent.dispose())
  tools.bindExecutor(agent.executor)

  const handlers: Handlers = {
    ...agent.handlers,
    ...createAppHandlers(deps, database),
    ...createSessionHandlers(sessions, events),
    ...createSettingsHandlers(settings),
    ...createDetectLocalHandlers(options.localServers),
    ...createProviderModelsHandlers({ settings: () => settings.get(), secret: (name) => settings.secret(name) }),
    ...createArtifactHandlers(artifacts, deps.printToPdf),
    ...createLibraryViewHandlers(library),
    ...createLibraryHandlers(library),
    ...createQuestionHandlers(questions),
    ...createPermissionHandlers(permissions),
  }

  logger.info('Engine started', {
    host: deps.host,
    version: deps.appVersion,
    sqlite: database.sqliteVersion,
    vec: database.vecVersion,
  })

  let disposed: Promise<void> | null = null
  return {
    handlers,
    events,
    database,
    settings,
    sessions,
    artifacts,
    questions,
    permissions,
    hooks,
    agent,
    tools,
    logger,
    deps,
    dispose() {
      disposed ??= (async () => {
        for (const dispose of disposers.reverse()) await dispose()
        logger.info('Engine stopped')
      })()
      return disposed
    },
  }
}
