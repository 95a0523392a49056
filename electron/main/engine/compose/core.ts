import { homedir } from 'node:os'
import { join } from 'node:path'
import type { Handlers } from '../../../shared/contract/handlers'
import { createArtifactHandlers } from '../artifacts/artifact-handlers'
import { createArtifactManager } from '../artifacts/artifact-manager'
import { acquireDataDirLock } from '../data-dir/data-dir-lock'
import { prepareDataDir } from '../data-dir/prepare-data-dir'
import { migrations } from '../db/migrations'
import { closeDatabase, openDatabase } from '../db/open-database'
import { createEventBus } from '../events/event-bus'
import { createAuditLogHook } from '../hooks/audit-log-hook'
import { createHookHandlers } from '../hooks/hook-handlers'
import { HookRegistry } from '../hooks/hook-registry'
import { createToolMetrics } from '../hooks/tool-metrics'
import { reconcileInterruptedWork } from '../library/store/reconcile-interrupted-work'
import { PermissionService } from '../permissions/permission-service'
import { createSqliteAllowanceStore } from '../permissions/session-allowance-store'
import type { EngineDeps } from '../ports/engine-deps'
import { createProviderModelsHandlers } from '../providers/provider-models-handlers'
import { createQuestionBroker } from '../questions/question-broker'
import { createQuestionHandlers } from '../questions/question-handlers'
import { createRedactingSecretStore, rememberStoredSecrets } from '../secrets/redacting-secret-store'
import { createProjectHandlers } from '../sessions/project-handlers'
import { createRecentProjectDirs } from '../sessions/recent-project-dirs'
import { createSessionHandlers } from '../sessions/session-handlers'
import { createSessionRepository } from '../sessions/session-repository'
import { createAppHandlers } from '../settings/app-handlers'
import { createDetectLocalHandlers, type LocalServerCandidate } from '../settings/detect-local-providers'
import { createSettingsHandlers } from '../settings/settings-handlers'
import { createSettingsService } from '../settings/settings-service'
import { createSettingsStore } from '../settings/settings-store'
import type { Disposers } from './disposers'

export const DATABASE_FILE_NAME = 'astroresearch.sqlite'

export interface CoreOptions {
  /** Events kept for replay (reconnecting clients); default 10,000. */
  replayCapacity?: number
  /** Check every emitted event against the schema; on by default outside production. */
  validateEvents?: boolean
  /** Where `provider.detectLocal` looks for Ollama and LM Studio; default 127.0.0.1:11434 and :1234. */
  localServers?: readonly LocalServerCandidate[]
}

/** The parts every area stands on: the database, events, settings and secrets, sessions, permissions, hooks. */
export async function composeCore(deps: EngineDeps, options: CoreOptions, disposers: Disposers) {
  prepareDataDir(deps.dataDir)
  const releaseDataDir = acquireDataDirLock(deps.dataDir, deps.host)
  // Released last: everything else that uses the data dir has stopped (or been told to) by then.
  disposers.addFinal(releaseDataDir)
  const { logger, redactor } = deps.log
  const secrets = createRedactingSecretStore(deps.secrets, redactor)
  await rememberStoredSecrets(secrets, redactor)

  const database = openDatabase(join(deps.dataDir, DATABASE_FILE_NAME), migrations)
  disposers.addFinal(() => closeDatabase(database.db))
  const interrupted = reconcileInterruptedWork(database.db)
  if (interrupted.downloads + interrupted.parses > 0) {
    logger.info('Downloads and parses interrupted by the last shutdown were reset', { ...interrupted })
  }
  const db = database.db
  const now = () => deps.clock.now()

  const events = createEventBus({
    clock: deps.clock,
    capacity: options.replayCapacity,
    validate: options.validateEvents ?? process.env.NODE_ENV !== 'production',
    onListenerError: (error, event) => logger.error('An event listener failed', { error, type: event.type }),
  })
  const emit = (event: Parameters<typeof events.emit>[0]) => {
    events.emit(event)
  }
  const settings = createSettingsService({
    store: createSettingsStore(db),
    secrets,
    dataDir: deps.dataDir,
    logger: logger.child({ area: 'settings' }),
  })
  const sessions = createSessionRepository(db, deps.clock)
  const recentProjectDirs = createRecentProjectDirs(db, now)
  const questions = createQuestionBroker({ emit })
  disposers.add(() => questions.cancelAll('the app is closing'))
  const artifacts = createArtifactManager({ db, emit, now })

  const permissions = new PermissionService({
    settings: {
      read: () => settings.get().permissions,
      writeRules: async (rules) => {
        await settings.update({ permissions: { rules } })
      },
    },
    emit,
    allowanceStore: createSqliteAllowanceStore(db, now),
    now,
  })
  disposers.add(() => {
    permissions.disconnect('the app is closing')
  })
  const hooks = new HookRegistry({
    commandHooks: () => settings.get().hooks,
    now,
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
  hooks.registerPostToolUse('audit-log', '*', createAuditLogHook(db, now))
  const metrics = createToolMetrics()
  hooks.registerPostToolUse('metrics', '*', metrics.hook)
  const forgetMetrics = events.subscribe({ types: ['session-updated'] }, (event) => {
    if (event.type === 'session-updated' && event.change === 'deleted') metrics.forget(event.sessionId)
  })
  disposers.add(forgetMetrics)

  const handlers = {
    ...createAppHandlers(deps, database),
    ...createSessionHandlers({
      sessions,
      events,
      recentProjectDirs,
      homeDir: deps.homeDir ?? homedir(),
      dataDir: deps.dataDir,
    }),
    ...createProjectHandlers({ recentProjectDirs, ...(deps.chooseFolder ? { chooseFolder: deps.chooseFolder } : {}) }),
    ...createSettingsHandlers(settings),
    ...createDetectLocalHandlers(options.localServers),
    ...createArtifactHandlers(artifacts, deps.printToPdf),
    ...createQuestionHandlers(questions),
    ...createProviderModelsHandlers({ settings: () => settings.get(), secret: (name) => settings.secret(name) }),
    'session.metrics': async ({ sessionId }) => ({ tools: metrics.snapshot(sessionId) }),
    ...createHookHandlers({ hooks, settings: () => settings.get() }),
  } satisfies Partial<Handlers>

  return {
    deps,
    logger,
    secrets,
    database,
    db,
    now,
    events,
    emit,
    settings,
    sessions,
    questions,
    artifacts,
    permissions,
    hooks,
    handlers,
  }
}

export type Core = Awaited<ReturnType<typeof composeCore>>
