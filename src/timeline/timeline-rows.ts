import { type CitationSource, citationSources } from './citation-sources'
import type { RunBlock, RunView, StepBlock, StepPart, TimelineView } from './timeline-types'

/** One virtualized row of the timeline; `key` is stable across updates so rows keep their measured size. */
export type TimelineRow =
  | { kind: 'prompt'; key: string; run: RunView }
  | {
      kind: 'part'
      key: string
      part: StepPart
      runStatus: RunView['status']
      /** The passages the run's tools cited before this part, by key (a later result's key wins): `[P1]` links to them. */
      citations: ReadonlyMap<string, CitationSource>
    }
  | { kind: 'step-usage'; key: string; step: StepBlock }
  | { kind: 'step-agent'; key: string; agent: string }
  | { kind: 'block'; key: string; block: Exclude<RunBlock, StepBlock> }
  | { kind: 'working'; key: string }
  | { kind: 'run-end'; key: string; run: RunView }

const noCitations: ReadonlyMap<string, CitationSource> = new Map()

function stepRows(
  step: StepBlock,
  run: RunView,
  speaker: string,
  citations: Map<string, CitationSource>,
): TimelineRow[] {
  const rows: TimelineRow[] = []
  // Who is speaking is shown where it changes: a run starts with the lead agent.
  if (step.agent !== null && step.agent !== speaker) {
    rows.push({ kind: 'step-agent', key: `${step.key}:agent`, agent: step.agent })
  }
  for (const part of step.parts) {
    const cited = part.kind === 'text' && citations.size > 0 ? new Map(citations) : noCitations
    rows.push({ kind: 'part', key: part.key, part, runStatus: run.status, citations: cited })
    if (part.kind === 'tool' && part.state === 'completed') {
      for (const source of citationSources(part.metadata)) citations.set(source.key, source)
    }
  }
  if (step.usage) rows.push({ kind: 'step-usage', key: `${step.key}:usage`, step })
  return rows
}

function isWaitingForOutput(run: RunView): boolean {
  if (run.status !== 'running') return false
  const last = run.blocks[run.blocks.length - 1]
  return !last || (last.kind === 'step' && last.parts.length === 0)
}

const leadAgent = 'main'

/** Flattens runs into rows: the prompt, each part, step usage, markers, and how the run ended. */
export function timelineRows(view: TimelineView): TimelineRow[] {
  const rows: TimelineRow[] = []
  for (const run of view.runs) {
    if (run.prompt) rows.push({ kind: 'prompt', key: `${run.id}:prompt`, run })
    let speaker = leadAgent
    const citations = new Map<string, CitationSource>()
    for (const block of run.blocks) {
      if (block.kind === 'step') {
        rows.push(...stepRows(block, run, speaker, citations))
        speaker = block.agent ?? speaker
      } else rows.push({ kind: 'block', key: block.key, block })
    }
    if (isWaitingForOutput(run)) rows.push({ kind: 'working', key: `${run.id}:working` })
    if (run.status !== 'running') rows.push({ kind: 'run-end', key: `${run.id}:end`, run })
  }
  return rows
}

/** The run still going, if any: the Stop button acts on it. */
export function activeRun(view: TimelineView): RunView | null {
  const last = view.runs[view.runs.length - 1]
  return last && last.status === 'running' ? last : null
}
