import { describe, expect, it } from 'vitest'
import { exportFileName } from '../../../src/features/artifacts/export-artifact'
import { lineDiff } from '../../../src/features/artifacts/line-diff'

describe('artifact version diff', () => {
  it('marks removed, added and unchanged lines in order', () => {
    expect(lineDiff('title\nH0 = 67\nend\n', 'title\nH0 = 73\nend\n')).toEqual([
      { kind: 'same', text: 'title' },
      { kind: 'removed', text: 'H0 = 67' },
      { kind: 'added', text: 'H0 = 73' },
      { kind: 'same', text: 'end' },
    ])
  })

  it('handles content without a final newline and empty versions', () => {
    expect(lineDiff('', 'a\nb')).toEqual([
      { kind: 'added', text: 'a' },
      { kind: 'added', text: 'b' },
    ])
    expect(lineDiff('same', 'same')).toEqual([{ kind: 'same', text: 'same' }])
  })
})

describe('artifact export', () => {
  it('names the file after the id with an extension for its type', () => {
    expect(exportFileName({ id: 'review', contentType: 'text/markdown' })).toBe('review.md')
    expect(exportFileName({ id: 'fit', contentType: 'text/x-python' })).toBe('fit.py')
    expect(exportFileName({ id: 'odd', contentType: 'application/x-unknown' })).toBe('odd.txt')
  })
})
