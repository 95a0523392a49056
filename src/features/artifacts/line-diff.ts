import { diffLines } from 'diff'

export interface DiffLine {
  kind: 'added' | 'removed' | 'same'
  text: string
}

/** Line-by-line difference between two versions, for the version history view. */
export function lineDiff(before: string, after: string): DiffLine[] {
  return diffLines(before, after).flatMap((part) => {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same'
    const lines = part.value.endsWith('\n') ? part.value.slice(0, -1).split('\n') : part.value.split('\n')
    return lines.map((text) => ({ kind, text }) satisfies DiffLine)
  })
}
