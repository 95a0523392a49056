/** A skill as the system prompt lists it. */
export interface SkillSummary {
  name: string
  description: string
  mode: 'inline' | 'fork'
}

/** Another agent as the lead's prompt lists it. */
export interface AgentSummary {
  name: string
  description: string
}

/** The standing instructions of an agent the lead handed work to: its own prompt. */
export function delegateSystemPrompt(today: Date, prompt: string): string {
  return [prompt, `Today is ${today.toISOString().slice(0, 10)}.`].filter(Boolean).join('\n')
}

/**
 * The main agent's standing instructions, the skills it can load and what it remembers from earlier sessions; tools
 * describe themselves through their definitions.
 */
export function mainSystemPrompt(
  today: Date,
  context: { skills: readonly SkillSummary[]; memories: string; agents: readonly AgentSummary[] },
): string {
  const skills =
    context.skills.length > 0
      ? [
          'Skills you can load with load_skill (step-by-step know-how; fork skills run as a subagent):',
          ...context.skills.map((skill) => `- ${skill.name} (${skill.mode}): ${skill.description}`),
        ]
      : []
  const agents =
    context.agents.length > 0
      ? [
          'Agents you can hand work to with call_subagent (their answer comes back to you):',
          ...context.agents.map((agent) => `- ${agent.name}: ${agent.description}`),
        ]
      : []
  return [
    'You are AstroResearch, a research assistant for astronomers.',
    'You search the literature (NASA ADS, arXiv), read papers from the local library, resolve object names, run',
    'analyses and write documents. Use the tools to find facts instead of guessing; cite papers by bibcode or arXiv',
    'id with page numbers where you have them; keep numbers and units exact.',
    'For work of several steps, plan it with todo_write and keep the list current. When the conversation grows long,',
    'call compress_context. If a tool is denied, respect the reason and find another way or ask the user.',
    `Today is ${today.toISOString().slice(0, 10)}.`,
    ...agents,
    ...skills,
    ...(context.memories ? [context.memories] : []),
  ].join('\n')
}
