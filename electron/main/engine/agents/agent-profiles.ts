import type { AgentProfileSettings } from '../../../shared/domain/settings'

/** A named agent: the tools it is offered (its whitelist) and its standing instructions. */
interface AgentProfile {
  name: string
  description: string
  /** Empty for the lead agent, whose prompt is the main system prompt. */
  prompt: string
  tools: readonly string[]
  /** The app runs it itself: call_subagent refuses it and the lead is not told about it. */
  internal?: boolean
}

export const LEAD_AGENT = 'main'

const artifactTools = ['create_artifact', 'update_artifact', 'rewrite_artifact', 'read_artifact', 'grep_artifact']
const literatureTools = [
  'search_papers',
  'get_paper_metadata',
  'download_paper',
  'parse_paper',
  'get_paper_content',
  'query_target',
  'arxiv_digest',
  'rag_search',
  'save_note',
]
const analysisTools = [
  'read_file',
  'grep_files',
  'glob_files',
  'file_write',
  'file_edit',
  'run_bash',
  'query_catalog',
  'view_image',
  'show_file',
]

const builtInProfiles: readonly AgentProfile[] = [
  {
    name: LEAD_AGENT,
    description: 'The lead agent: answers directly or hands parts of the work to the other agents.',
    prompt: '',
    // Everything but the team tools: a quick question needs no hand-over; long work goes to an agent of its own.
    tools: [
      ...literatureTools,
      ...analysisTools,
      'call_subagent',
      'subagent',
      'todo_write',
      'ask_user',
      'save_memory',
      'load_skill',
      'compress_context',
      'web_search',
      'web_fetch',
      'bg_task_run',
      'bg_task_check',
      ...artifactTools,
    ],
  },
  {
    name: 'literature',
    description: 'Finds, downloads and reads papers (NASA ADS, arXiv, the local library) and keeps notes on them.',
    prompt: [
      'You are the literature agent of AstroResearch, a research assistant for astronomers. The lead agent handed',
      'you the task in the last message. Search NASA ADS and arXiv, read papers from the local library, and cite',
      'every claim by bibcode or arXiv id with page numbers where you have them. When you are done, answer with what',
      'you found (identifiers, numbers and units exact): that answer goes back to the lead agent.',
    ].join(' '),
    tools: literatureTools,
  },
  {
    name: 'analysis',
    description: 'Works on files in the project and the library, runs commands and writes results as artifacts.',
    prompt: [
      'You are the analysis agent of AstroResearch, a research assistant for astronomers. The lead agent handed you',
      'the task in the last message. Read and edit files, run commands with run_bash and keep results in artifacts;',
      'save plots as PNG and tables as CSV in the project folder (the user sees them in the chat), look at a plot',
      'with view_image before describing it, and fetch catalogue data with query_catalog rather than a script;',
      'keep numbers and units exact. When you are done, answer with what you did and found: that answer goes back to',
      'the lead agent.',
    ].join(' '),
    tools: [...analysisTools, ...artifactTools],
  },
]

export interface AgentProfiles {
  get(name: string): AgentProfile | undefined
  list(): AgentProfile[]
}

/** The agents the lead may hand work to with call_subagent. */
export const callableAgents = (profiles: AgentProfiles): AgentProfile[] =>
  profiles.list().filter((profile) => profile.name !== LEAD_AGENT && profile.internal !== true)

/** The built-in agents and Settings → Agents, read at every call; a user agent named like a built-in replaces it. */
export function createAgentProfiles(userAgents: () => readonly AgentProfileSettings[]): AgentProfiles {
  const all = (): AgentProfile[] => {
    const byName = new Map(builtInProfiles.map((profile) => [profile.name, profile]))
    for (const agent of userAgents()) byName.set(agent.name, agent)
    return [...byName.values()]
  }
  return {
    get: (name) => all().find((profile) => profile.name === name),
    list: all,
  }
}
