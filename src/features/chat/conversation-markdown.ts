import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { citationSourceLabel, citationSources } from '../../timeline/citation-sources'
import type { RunView } from '../../timeline/timeline-types'

interface Labels {
  user: string
  assistant: string
  sources: string
  artifacts: string
  tool: (name: string) => string
}

function runMarkdown(run: RunView, labels: Labels): string[] {
  const lines = [`## ${labels.user}`, '', run.prompt, '', `## ${labels.assistant}`, '']
  const sources = new Map<string, string>()
  for (const block of run.blocks) {
    if (block.kind === 'error') lines.push(`> ${block.message}`, '')
    if (block.kind !== 'step') continue
    for (const part of block.parts) {
      if (part.kind === 'text') lines.push(part.text.trim(), '')
      if (part.kind === 'tool') {
        lines.push(`*${labels.tool(part.name)}*`, '')
        for (const source of citationSources(part.metadata)) sources.set(source.key, citationSourceLabel(source))
      }
    }
  }
  if (sources.size > 0)
    lines.push(`**${labels.sources}**`, '', ...[...sources.values()].map((label) => `- ${label}`), '')
  return lines
}

/** The conversation as Markdown: each prompt and answer, the tools used, cited sources, then the artifacts. */
export function conversationMarkdown(
  title: string,
  runs: readonly RunView[],
  artifacts: readonly ArtifactView[],
  labels: Labels,
): string {
  const lines = [`# ${title}`, '', ...runs.flatMap((run) => runMarkdown(run, labels))]
  if (artifacts.length > 0) {
    lines.push(`## ${labels.artifacts}`, '')
    for (const artifact of artifacts) {
      lines.push(`### ${artifact.title} (v${artifact.version})`, '')
      lines.push(
        artifact.contentType === 'text/markdown' ? artifact.content.trim() : `\`\`\`\n${artifact.content}\n\`\`\``,
        '',
      )
    }
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`
}
