import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Handlers } from '../../../shared/contract/handlers'
import { createCompactionRequests } from '../agent/compaction/compaction-requests'
import { createTodoStore } from '../agent/todos/todo-store'
import { createAgentProfiles, LEAD_AGENT } from '../agents/agent-profiles'
import { createArtifactFiles } from '../artifacts/artifact-files'
import { createBackgroundHandlers } from '../background/background-handlers'
import { createBackgroundTasks } from '../background/background-tasks'
import { createCatalogHandlers } from '../catalogs/catalog-handlers'
import { createCatalogService } from '../catalogs/catalog-service'
import type { TapTiming } from '../catalogs/tap-client'
import { dataDirOverlap } from '../fs/data-dir-overlap'
import { PathSandbox, type SandboxRoot, type SessionSandbox } from '../fs/path-sandbox'
import { createMcpHandlers } from '../mcp/mcp-handlers'
import type { McpLaunch } from '../mcp/mcp-launch'
import { isMcpToolName } from '../mcp/mcp-tool-name'
import { mcpToolSource } from '../mcp/mcp-tool-source'
import { createSettingsMcpManager } from '../mcp/settings-mcp-manager'
import { createMemoryHandlers } from '../memory/memory-handlers'
import { createMemoryStore } from '../memory/memory-store'
import { createPermissionHandlers } from '../permissions/permission-handlers'
import { createFileAccess } from '../project-files/file-access'
import { createFileHandlers } from '../project-files/file-handlers'
import { createPythonEnvironments, describePythonEnvironment } from '../python-env/python-environment'
import type { RetryPolicy } from '../retry/retry-policy'
import { createSkillHandlers } from '../skills/skill-handlers'
import { createSkillRegistry, type SkillSource } from '../skills/skill-registry'
import { watchSkills } from '../skills/skill-watcher'
import { createTeamInbox } from '../team/team-inbox'
import { createTeamRoster } from '../team/team-roster'
import { createArxivDigestTool } from '../tools/builtin/arxiv-digest'
import { createAskUserTool } from '../tools/builtin/ask-user'
import { createBgTaskCheckTool } from '../tools/builtin/bg-task-check'
import { createBgTaskRunTool } from '../tools/builtin/bg-task-run'
import { createCallSubagentTool } from '../tools/builtin/call-subagent'
import { createCheckTeamInboxTool } from '../tools/builtin/check-team-inbox'
import { createCompressContextTool } from '../tools/builtin/compress-context'
import { createCreateArtifactTool } from '../tools/builtin/create-artifact'
import { createDownloadPaperTool } from '../tools/builtin/download-paper'
import { createFileEditTool } from '../tools/builtin/file-edit'
import { createFileWriteTool } from '../tools/builtin/file-write'
import { createGetPaperContentTool } from '../tools/builtin/get-paper-content'
import { createGetPaperMetadataTool } from '../tools/builtin/get-paper-metadata'
import { createGlobFilesTool } from '../tools/builtin/glob-files'
import { createGrepArtifactTool } from '../tools/builtin/grep-artifact'
import { createGrepFilesTool } from '../tools/builtin/grep-files'
import { createLoadSkillTool } from '../tools/builtin/load-skill'
import { createParsePaperTool } from '../tools/builtin/parse-paper'
import { createQueryCatalogTool } from '../tools/builtin/query-catalog'
import { createQueryTargetTool } from '../tools/builtin/query-target'
import { createRagSearchTool } from '../tools/builtin/rag-search'
import { createReadArtifactTool } from '../tools/builtin/read-artifact'
import { createReadFileTool } from '../tools/builtin/read-file'
import { createRewriteArtifactTool } from '../tools/builtin/rewrite-artifact'
import { createRunBashTool } from '../tools/builtin/run-bash'
import { createSaveMemoryTool } from '../tools/builtin/save-memory'
import { createSaveNoteTool } from '../tools/builtin/save-note'
import { createSearchPapersTool } from '../tools/builtin/search-papers'
import { createSendTeammateMessageTool } from '../tools/builtin/send-teammate-message'
import { createShowFileTool } from '../tools/builtin/show-file'
import { createSpawnTeammateTool } from '../tools/builtin/spawn-teammate'
import { createSubagentTool } from '../tools/builtin/subagent'
import { createTeamBroadcastTool } from '../tools/builtin/team-broadcast'
import { createTodoWriteTool } from '../tools/builtin/todo-write'
import { createUpdateArtifactTool } from '../tools/builtin/update-artifact'
import { createViewImageTool } from '../tools/builtin/view-image'
import { createWebFetchTool } from '../tools/builtin/web-fetch'
import { createWebSearchTool } from '../tools/builtin/web-search'
import { toolSets } from '../tools/registry-sets'
import { createToolsHandlers } from '../tools/tools-handlers'
import { webServicesFromSettings } from '../web/web-services-from-settings'
import type { Core } from './core'
import type { Disposers } from './disposers'
import type { Library } from './library'
import { startAfterStartUp } from './start-after-start-up'

/**
 * Every built-in tool, each built by its factory from the services it needs, and the agent's registry. The stores
 * some tools write to (todos, compaction requests, background tasks, memory, skills) are made here and handed to
 * the agent as well.
 */
export function composeTools(
  core: Core,
  library: Library,
  options: {
    resourcesDir: string | null
    watchFolders: boolean
    mcp: { servers?: readonly McpLaunch[]; backoff?: RetryPolicy }
    /** TAP job polling and the synchronous time limit (tests). */
    catalogTiming?: Partial<TapTiming>
  },
  disposers: Disposers,
) {
  const { settings, secrets, emit, now, db } = core
  const dataDir = core.deps.dataDir
  const skillsDir = join(dataDir, 'skills')
  const skillSources: SkillSource[] = [
    ...(options.resourcesDir ? [{ dir: join(options.resourcesDir, 'skills'), origin: 'built-in' as const }] : []),
    { dir: skillsDir, origin: 'user' },
  ]
  const skillEnabled = (name: string) => !settings.get().skills.disabled.includes(name)
  const skills = createSkillRegistry(skillSources, skillEnabled)
  if (options.watchFolders) {
    // The user's skills folder exists from the start, so that it can be written to and watched.
    mkdirSync(skillsDir, { recursive: true })
    const onError = (error: unknown) => core.logger.warn('The skills folders could not be watched', { error })
    startAfterStartUp(
      () =>
        watchSkills(skillSources, skills, onError).catch((error: unknown) => {
          onError(error)
          return null
        }),
      disposers,
    )
  }
  const agents = createAgentProfiles(() => settings.get().agents)
  const memory = createMemoryStore(db, now)
  const team = createTeamInbox(join(dataDir, 'team'), now)
  const roster = createTeamRoster({ emit, now })
  const todos = createTodoStore(db, emit, now)
  const compaction = createCompactionRequests()
  const background = createBackgroundTasks({
    emit,
    now,
    paperTitle: (reference) => library.library().find(reference)?.title ?? null,
  })
  disposers.add(() => {
    background.cancelAll()
    return background.settle()
  })

  const sandbox: SessionSandbox = (sessionId) => {
    const current = settings.get()
    const stored = core.sessions.get(sessionId)?.projectDir
    // A project folder stored before the data-folder rule existed is not opened if it overlaps the data folder.
    const project = stored && dataDirOverlap(stored, dataDir) === undefined ? stored : undefined
    const roots: SandboxRoot[] = [
      ...(project ? [{ name: 'project' as const, path: project }] : []),
      { name: 'library', path: current.libraryDir },
      { name: 'skills', path: skillsDir },
      { name: 'tool-results', path: join(dataDir, 'tool-results'), readOnly: true },
    ]
    return new PathSandbox(roots)
  }
  const artifactFiles = createArtifactFiles(join(dataDir, 'artifact-files'))
  const files = createFileAccess({ sandbox, artifacts: core.artifacts, artifactFiles })
  const python = createPythonEnvironments({ now })
  /** What the agents that run commands are told of the session's Python; nothing for a session without a project. */
  const pythonNote = async (sessionId: string): Promise<string> => {
    const projectDir = core.sessions.get(sessionId)?.projectDir ?? null
    if (!projectDir) return ''
    const configured = settings.get().analysis.pythonPath
    return describePythonEnvironment(await python.get(projectDir, configured), configured)
  }
  const web = () => webServicesFromSettings(settings.get(), secrets)
  const papers = { library: library.library }
  const artifacts = { artifacts: core.artifacts }
  const catalogs = createCatalogService({
    settings: () => settings.get(),
    resolveTarget: (name, signal) => library.library().resolveTarget(name, signal),
    ...(options.catalogTiming ? { timing: options.catalogTiming } : {}),
  })

  const standard = [
    createReadFileTool({ sandbox }),
    createGrepFilesTool({ sandbox }),
    createGlobFilesTool({ sandbox }),
    createRunBashTool({ sandbox, dataDir }),
    createFileWriteTool({ sandbox }),
    createFileEditTool({ sandbox }),
    createWebSearchTool({ search: () => web().search }),
    createWebFetchTool({ fetch: () => web().fetch }),
    createSearchPapersTool(papers),
    createGetPaperMetadataTool(papers),
    createDownloadPaperTool(papers),
    createParsePaperTool(papers),
    createGetPaperContentTool(papers),
    createQueryTargetTool(papers),
    createArxivDigestTool({ digest: library.digest }),
    createQueryCatalogTool({ catalogs, artifacts: core.artifacts }),
    createViewImageTool({ files }),
    createShowFileTool({ files, artifacts: core.artifacts, artifactFiles }),
    createSaveNoteTool(papers),
    createRagSearchTool({ rag: library.rag }),
    createCreateArtifactTool(artifacts),
    createUpdateArtifactTool(artifacts),
    createRewriteArtifactTool(artifacts),
    createReadArtifactTool(artifacts),
    createGrepArtifactTool(artifacts),
    createAskUserTool({ questions: core.questions }),
    createSaveMemoryTool({ memory, enabled: () => settings.get().memory.enabled }),
    createLoadSkillTool({ skills }),
    createSubagentTool(),
    createCallSubagentTool({ agents }),
    createTodoWriteTool({ todos }),
    createCompressContextTool({ compaction }),
  ]
  const registry = toolSets.withTeam({
    standard,
    background: [createBgTaskRunTool({ background }), createBgTaskCheckTool({ background })],
    team: [
      createSpawnTeammateTool({ team, roster }),
      createSendTeammateMessageTool({ team }),
      createTeamBroadcastTool({ team }),
      createCheckTeamInboxTool({ team }),
    ],
  })

  // MCP servers start on the first run that needs their tools (or when Settings enable them), never with the engine.
  const mcp = createSettingsMcpManager({
    settings,
    dataDir,
    redactor: core.deps.log.redactor,
    clientVersion: core.deps.appVersion,
    now,
    ...(options.mcp.servers ? { transient: options.mcp.servers } : {}),
    ...(options.mcp.backoff ? { backoff: options.mcp.backoff } : {}),
  })
  disposers.add(() => mcp.dispose())
  registry.attachSource(mcpToolSource(mcp))

  /**
   * Each agent's tool set: its whitelist over the registry (unknown names are left out), and for the lead agent every
   * MCP server's tools as well; every tool for none (subagents).
   */
  const agentTools = (agent: string | null) => {
    if (agent === null) return registry.definitions(null)
    const whitelist = agents.get(agent)?.tools ?? []
    const mcpTools = agent === LEAD_AGENT ? registry.names().filter((name) => isMcpToolName(name)) : []
    return registry.definitions([...whitelist, ...mcpTools])
  }

  const handlers = {
    ...createBackgroundHandlers(background),
    ...createCatalogHandlers({ catalogs, artifacts: core.artifacts }),
    ...createFileHandlers({ files, artifacts: core.artifacts, artifactFiles, openPath: core.deps.openPath }),
    'project.environment': async ({ sessionId }) => {
      const configured = settings.get().analysis.pythonPath
      const environment = await python.get(core.sessions.get(sessionId)?.projectDir ?? null, configured)
      return { python: environment, description: describePythonEnvironment(environment, configured) }
    },
    ...createMemoryHandlers(memory),
    ...createSkillHandlers({ skills, skillsDir, isEnabled: skillEnabled }),
    ...createMcpHandlers(mcp, settings),
    ...createToolsHandlers({
      registry,
      isMcpTool: isMcpToolName,
      permissionTimeoutSeconds: () => settings.get().permissions.timeoutSeconds,
    }),
    ...createPermissionHandlers(core.permissions, {
      exists: (name) => registry.has(name),
      prepare: () => registry.prepare(),
    }),
  } satisfies Partial<Handlers>
  return { registry, agents, agentTools, todos, compaction, background, roster, memory, skills, pythonNote, handlers }
}

export type Tools = ReturnType<typeof composeTools>
