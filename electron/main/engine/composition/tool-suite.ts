import { join } from 'node:path'
import type { EventInput } from '../../../shared/contract/events'
import type { Settings } from '../../../shared/domain/settings'
import type { ArtifactManager } from '../artifacts/artifact-manager'
import { type BackgroundToolRunner, createBackgroundTasks } from '../background/background-tasks'
import type { Db } from '../db/open-database'
import type { SecretStore } from '../engine-deps'
import { InMemoryFileStateCache } from '../fs/file-state-cache'
import { PathSandbox, type SandboxRoot } from '../fs/path-sandbox'
import type { LibraryService } from '../library/library-service'
import { createMemoryStore } from '../memory/memory-store'
import type { LanguageModel } from '../providers/language-model'
import type { QuestionBroker } from '../questions/question-broker'
import { createConfiguredRag } from '../rag/configured-rag'
import { createModelAnswerGenerator } from '../rag/model-answer-generator'
import type { SessionRepository } from '../sessions/session-repository'
import { createSkillRegistry, type SkillSource } from '../skills/skill-registry'
import { createTeamInbox } from '../team/team-inbox'
import { artifactTools } from '../tools/builtin/artifact-tools'
import { askUserTool } from '../tools/builtin/ask-user/ask-user'
import { astroTools } from '../tools/builtin/astro-tools'
import { backgroundTools } from '../tools/builtin/background-tools'
import { filesystemTools } from '../tools/builtin/filesystem-tools'
import { loadSkillTool } from '../tools/builtin/load-skill/load-skill'
import { ragSearchTool } from '../tools/builtin/rag-search/rag-search'
import { saveMemoryTool } from '../tools/builtin/save-memory/save-memory'
import { subagentTool } from '../tools/builtin/subagent/subagent'
import { teamTools } from '../tools/builtin/team-tools'
import { webTools } from '../tools/builtin/web-tools'
import type { AnyToolDefinition, ToolServices } from '../tools/define-tool'
import type { ToolExecutor } from '../tools/executor'
import type { TurnContext } from '../tools/executor/types'
import { webServicesFromSettings } from '../web/web-services-from-settings'

export interface ToolSuiteDeps {
  db: Db
  dataDir: string
  resourcesDir: string | null
  settings(): Settings
  secrets: SecretStore
  sessions: SessionRepository
  artifacts: ArtifactManager
  questions: QuestionBroker
  library(): LibraryService
  /** The configured model, for rag_search's answers; rejects when none is set up. */
  model(): Promise<LanguageModel>
  emit(event: EventInput): void
  now(): number
}

/** Services the agent module fills in itself. */
export type SuiteServices = Omit<ToolServices, 'dataDir' | 'todos' | 'compaction' | 'subagents'>

/**
 * Every tool the research agent is offered beside the agent module's own, and the services they run on. Services are
 * made per turn: a session's sandbox roots are its own project folder plus the library and skills folders.
 */
export function createToolSuite(deps: ToolSuiteDeps) {
  const skillsDir = join(deps.dataDir, 'skills')
  const skillSources: SkillSource[] = [
    ...(deps.resourcesDir ? [{ dir: join(deps.resourcesDir, 'skills'), origin: 'built-in' as const }] : []),
    { dir: skillsDir, origin: 'user' },
  ]
  const skills = createSkillRegistry(skillSources)
  const memory = createMemoryStore(deps.db, deps.now)
  const team = createTeamInbox(join(deps.dataDir, 'team'), deps.now)
  const answerGenerator = createModelAnswerGenerator(deps.model)
  const answers = () => (deps.settings().providers.length > 0 ? answerGenerator : null)
  const rag = createConfiguredRag({
    db: deps.db,
    embeddings: () => deps.settings().embeddings,
    secrets: deps.secrets,
    modelsDir: join(deps.dataDir, 'models'),
    emit: deps.emit,
    now: deps.now,
    answerGenerator: answers,
  })
  let runInBackground: BackgroundToolRunner = async () => ({
    content: 'The tool executor is not ready yet.',
    isError: true,
    metadata: {},
  })
  const background = createBackgroundTasks({
    runTool: (request) => runInBackground(request),
    emit: deps.emit,
    now: deps.now,
  })

  const tools: AnyToolDefinition[] = [
    ...filesystemTools,
    ...webTools,
    ...astroTools,
    ...artifactTools,
    askUserTool,
    saveMemoryTool,
    loadSkillTool,
    subagentTool,
    ragSearchTool,
    ...backgroundTools,
    ...teamTools,
  ]

  const sandboxFor = (sessionId: string): PathSandbox => {
    const settings = deps.settings()
    const project = deps.sessions.get(sessionId)?.projectDir
    const roots: SandboxRoot[] = [
      ...(project ? [{ name: 'project' as const, path: project }] : []),
      { name: 'library', path: settings.libraryDir },
      { name: 'skills', path: skillsDir },
    ]
    return new PathSandbox(roots)
  }

  return {
    tools,
    skills,
    memory,
    rag,
    answers,
    background,
    services(turn: Pick<TurnContext, 'sessionId'>): SuiteServices {
      const settings = deps.settings()
      return {
        sandbox: sandboxFor(turn.sessionId),
        web: webServicesFromSettings(settings, deps.secrets),
        library: deps.library(),
        artifacts: deps.artifacts,
        questions: deps.questions,
        memory,
        skills,
        rag: rag.service,
        background,
        team,
      }
    },
    /** Background tasks run their tool through the executor, so validation and permissions still apply. */
    bindExecutor(executor: ToolExecutor): void {
      runInBackground = async ({ sessionId, tool, arguments: input, signal }) => {
        const [result] = await executor.executeTurn([{ name: tool, arguments: input }], {
          sessionId,
          runId: `background_${tool}`,
          step: 0,
          agent: 'main',
          signal,
          silent: true,
          fileState: new InMemoryFileStateCache(),
        })
        if (!result) return { content: `${tool} returned nothing.`, isError: true, metadata: {} }
        return { content: result.content, isError: result.isError, metadata: result.metadata }
      }
    },
  }
}

export type ToolSuite = ReturnType<typeof createToolSuite>
