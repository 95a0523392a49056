import { randomUUID } from 'node:crypto'
import type { Handlers } from '../../../shared/contract/handlers'
import { createAgentHandlers } from '../agent/agent-handlers'
import { AgentRuntime } from '../agent/agent-runtime'
import type { AgentRuntimeDeps, ResolvedModel } from '../agent/agent-runtime-deps'
import { defaultCompactionSettings } from '../agent/compaction/compaction-settings'
import { createAgentMessageStore } from '../agent/store/agent-message-store'
import { createSubagentRunner } from '../agent/subagent/run-subagent'
import { delegateSystemPrompt, mainSystemPrompt } from '../agent/system-prompt'
import { callableAgents, LEAD_AGENT } from '../agents/agent-profiles'
import { formatBackgroundNotifications } from '../background/background-tasks'
import { InMemoryFileStateCache } from '../fs/file-state-cache'
import { recallMemories } from '../memory/recall-memories'
import { nameUntitledSession } from '../sessions/name-untitled-session'
import { createTeamHandlers } from '../team/team-handlers'
import {
  createToolExecutor,
  removeExpiredToolResults,
  removeSessionToolResults,
  TOOL_RESULTS_MAX_AGE_MS,
} from '../tools/executor'
import type { Core } from './core'
import type { Disposers } from './disposers'
import type { Tools } from './tools'

/** An app left open for weeks still sweeps out expired tool results. */
const TOOL_RESULTS_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000

interface AgentOptions {
  /** The session's model (its own choice, else the active provider). */
  resolveModel(sessionId: string): Promise<ResolvedModel>
  /** Overrides the setting tools.maxSteps (Settings → General) (the headless CLI's --max-steps). */
  maxSteps?: number
}

/** The agent runtime: the executor over the registry, the loop, subagents, and the session commands. */
export function composeAgent(core: Core, tools: Tools, options: AgentOptions, disposers: Disposers) {
  const { settings, events, now } = core
  const executor = createToolExecutor({
    tools: tools.registry,
    emit: core.emit,
    settings: () => settings.get(),
    permissions: core.permissions,
    hooks: core.hooks,
    artifactSink: core.artifacts,
    dataDir: core.deps.dataDir,
    projectFolder: (sessionId) => core.sessions.get(sessionId)?.projectDir ?? null,
    now,
  })
  const fileStates = new Map<string, InMemoryFileStateCache>()
  const loopDeps: Omit<AgentRuntimeDeps, 'runSubagent'> = {
    store: createAgentMessageStore(core.db),
    events,
    executor,
    toolSpecs: async (agent) => {
      await tools.registry.prepare()
      return tools.agentTools(agent).map((tool) => ({
        name: tool.name,
        description: tool.description,
        inputSchema: tool.parameters,
      }))
    },
    resolveModel: options.resolveModel,
    settings: () => ({
      maxSteps: options.maxSteps ?? settings.get().tools.maxSteps,
      compaction: defaultCompactionSettings,
    }),
    compactionRequests: tools.compaction,
    systemPrompt: async (sessionId, prompt, agent) => {
      const today = new Date(now())
      const runsCommands = tools.agents.get(agent)?.tools.includes('run_bash') ?? false
      const python = runsCommands ? await tools.pythonNote(sessionId) : ''
      if (agent !== LEAD_AGENT) {
        return [delegateSystemPrompt(today, tools.agents.get(agent)?.prompt ?? ''), python].filter(Boolean).join('\n')
      }
      const lead = mainSystemPrompt(today, {
        skills: await tools.skills.list(),
        memories: settings.get().memory.enabled ? recallMemories(tools.memory.list(), prompt) : '',
        agents: callableAgents(tools.agents),
      })
      return [lead, tools.agents.get(LEAD_AGENT)?.prompt, python].filter(Boolean).join('\n')
    },
    fileState: (sessionId) => {
      let cache = fileStates.get(sessionId)
      if (!cache) {
        cache = new InMemoryFileStateCache()
        fileStates.set(sessionId, cache)
      }
      return cache
    },
    notices: (sessionId) => {
      const pending = tools.background.drain(sessionId)
      return pending.length > 0 ? formatBackgroundNotifications(pending) : null
    },
    now,
    createId: randomUUID,
    onInternalError: (error) => core.logger.error('The agent loop failed', { error }),
  }
  const runtime = new AgentRuntime({ ...loopDeps, runSubagent: createSubagentRunner(loopDeps) })
  const stopWatching = events.subscribe({ types: ['session-updated'] }, (event) => {
    if (event.type !== 'session-updated' || event.change !== 'deleted') return
    const running = runtime.activeRun(event.sessionId)
    runtime.cancel(event.sessionId)
    // After its run has ended, so no result of it is written into a folder already removed.
    void (running ? runtime.wait(running) : Promise.resolve())
      .then(() => removeSessionToolResults(core.deps.dataDir, event.sessionId))
      .catch((error: unknown) => core.logger.error('Removing a deleted session’s tool results failed', { error }))
    runtime.forget(event.sessionId)
    executor.forgetSession(event.sessionId)
    tools.background.forgetSession(event.sessionId)
    core.permissions.forgetSession(event.sessionId)
    fileStates.delete(event.sessionId)
  })
  const removeExpired = () =>
    removeExpiredToolResults(core.deps.dataDir, now(), TOOL_RESULTS_MAX_AGE_MS).then(
      (removed) => {
        if (removed > 0) core.logger.info('Removed expired tool results', { removed })
      },
      (error: unknown) => core.logger.error('Removing expired tool results failed', { error }),
    )
  void removeExpired()
  const expiry = setInterval(removeExpired, TOOL_RESULTS_SWEEP_INTERVAL_MS)
  expiry.unref()
  disposers.add(() => {
    clearInterval(expiry)
    stopWatching()
    return runtime.dispose()
  })

  const handlers = createAgentHandlers({
    runtime,
    todos: tools.todos,
    teammates: (sessionId) => tools.roster.list(sessionId),
    sessionExists: (id) => core.sessions.get(id) !== null,
    onPrompt: nameUntitledSession(core.sessions, core.events),
  }) satisfies Partial<Handlers>
  const teamHandlers = createTeamHandlers({
    stopTeammates: (sessionId) => runtime.stopTeammates(sessionId),
  }) satisfies Partial<Handlers>
  return { handlers: { ...handlers, ...teamHandlers } }
}
