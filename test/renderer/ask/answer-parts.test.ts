import { describe, expect, it } from 'vitest'
import { answerParts } from '../../../src/features/ask/answer-parts'

describe('answer citations', () => {
  it('splits an answer into text and groups of citation keys, in order', () => {
    expect(answerParts('d = 2 [P1], unlike [P2, P3]; see [P4;P5].')).toEqual([
      { kind: 'text', text: 'd = 2 ' },
      { kind: 'cite', keys: ['P1'] },
      { kind: 'text', text: ', unlike ' },
      { kind: 'cite', keys: ['P2', 'P3'] },
      { kind: 'text', text: '; see ' },
      { kind: 'cite', keys: ['P4', 'P5'] },
      { kind: 'text', text: '.' },
    ])
  })

  it('leaves brackets that are not citations as text', () => {
    expect(answerParts('[1] and [Pa] and [P]')).toEqual([{ kind: 'text', text: '[1] and [Pa] and [P]' }])
    expect(answerParts('[P7]')).toEqual([{ kind: 'cite', keys: ['P7'] }])
  })
})
