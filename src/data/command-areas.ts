import type { AgentEventType } from '../../electron/shared/contract/events'

/** Commands whose answers change together: a write to one refreshes every query of its area. */
const areaOfDomain: Readonly<Record<string, string>> = {
  adsLibrary: 'library',
  collection: 'library',
  highlight: 'library',
  note: 'library',
  paper: 'library',
  tag: 'library',
  target: 'library',
  zotero: 'library',
}

/** `paper.update` → `library`; a domain with no entry is its own area. */
export function areaOf(commandName: string): string {
  const domain = commandName.split('.')[0] ?? commandName
  return areaOfDomain[domain] ?? domain
}

/** What the engine's events say has changed, so the queries of those areas are asked again. */
export const areasChangedBy: Partial<Record<AgentEventType, readonly string[]>> = {
  'session-updated': ['session', 'metrics'],
  'artifact-updated': ['artifact'],
  'library-add-updated': ['library'],
  'background-task-started': ['background'],
  'background-task-done': ['background', 'library'],
  'permission-request': ['permission'],
  'permission-response': ['permission'],
  'question-asked': ['question'],
  'run-end': ['metrics', 'session', 'permission'],
  'run-abort': ['metrics', 'session', 'permission'],
  'runs-removed': ['metrics', 'session'],
}
