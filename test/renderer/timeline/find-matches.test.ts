import { describe, expect, it } from 'vitest'
import { findMatches } from '../../../src/timeline/find-matches'
import { reduceEvents } from '../../../src/timeline/reduce-events'
import { timelineRows } from '../../../src/timeline/timeline-rows'
import { loadEvents } from './load-fixture'

const rows = timelineRows(reduceEvents(loadEvents('parallel-tools.json')))
const kindAt = (index: number) => {
  const row = rows[index]
  return row?.kind === 'part' ? `part:${row.part.kind}` : row?.kind
}

describe('findMatches', () => {
  it('finds every occurrence, case-insensitively, in prompts, answers and tool calls, in row order', () => {
    const matches = findMatches(rows, 'frb 20200120e')
    expect(matches.map((match) => kindAt(match.rowIndex))).toEqual(['prompt', 'part:tool', 'part:tool', 'part:text'])
    const rowIndexes = matches.map((match) => match.rowIndex)
    expect(rowIndexes).toEqual([...rowIndexes].sort((a, b) => a - b))
  })

  it('numbers repeated occurrences within a row and says which collapsed output holds a match', () => {
    const inOutput = findMatches(rows, 'Kirsten')
    const outputs = inOutput.filter((match) => match.expandKey?.endsWith(':output'))
    expect(outputs.length).toBeGreaterThan(0)
    const answer = findMatches(rows, 'globular').filter((match) => kindAt(match.rowIndex) === 'part:text')
    expect(answer.length).toBeGreaterThan(0)
    expect(answer.map((match) => match.occurrence)).toEqual(answer.map((_, index) => index))
    expect(answer.every((match) => match.expandKey === null)).toBe(true)
  })

  it('finds nothing for an empty query or a word the session never used', () => {
    expect(findMatches(rows, '   ')).toEqual([])
    expect(findMatches(rows, 'magnetar-XYZ')).toEqual([])
  })
})
