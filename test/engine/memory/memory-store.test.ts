import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { jaccard, wordSet } from '../../../electron/main/engine/memory/jaccard'
import { memoryQualityProblem } from '../../../electron/main/engine/memory/memory-quality'
import { createMemoryStore } from '../../../electron/main/engine/memory/memory-store'

const store = () => createMemoryStore(openDatabase(':memory:', migrations).db, () => 42)

describe('memory quality gate', () => {
  it.each([
    ['too short', 'likes M31'],
    ['too vague', 'Something about the galaxies and stuff'],
    ['transient', 'The user is currently downloading the Gaia DR3 catalogue'],
    ['transient', 'Today we looked at the maser in NGC 4258 in detail'],
    ['code', 'import numpy as np;\nconst x = 1;\nfunction f() {'],
    ['code', 'Use this: ```python\nprint(1)\n```'],
  ])('refuses %s memories: %s', (_kind, content) => {
    expect(memoryQualityProblem(content)).not.toBeNull()
  })

  it('accepts a durable, specific fact', () => {
    expect(memoryQualityProblem('The user prefers distances in Mpc and velocities in km/s')).toBeNull()
  })
})

describe('memory store', () => {
  it('saves good memories and lists them', () => {
    const memories = store()
    const outcome = memories.save('The user works on Type Ia supernova cosmology with ZTF data', 'project')
    expect(outcome.status).toBe('saved')
    expect(memories.list()).toEqual([
      expect.objectContaining({
        content: 'The user works on Type Ia supernova cosmology with ZTF data',
        category: 'project',
      }),
    ])
  })

  it('refuses a memory at least 70% the same as an existing one, and keeps one below', () => {
    const memories = store()
    memories.save('The user prefers distances in Mpc and velocities in km/s', 'preference')
    const duplicate = memories.save('The user prefers distances in Mpc and velocities in km per s', 'preference')
    expect(duplicate.status).toBe('duplicate')
    const different = memories.save('The user prefers magnitudes in the AB system for photometry', 'preference')
    expect(different.status).toBe('saved')
    expect(memories.list()).toHaveLength(2)
  })

  it('measures Jaccard similarity on word sets', () => {
    expect(jaccard(wordSet('a b c d'), wordSet('a b c e'))).toBeCloseTo(3 / 5)
    expect(jaccard(wordSet('Gaia DR3'), wordSet('gaia dr3'))).toBe(1)
  })
})
