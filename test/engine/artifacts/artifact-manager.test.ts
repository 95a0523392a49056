import { describe, expect, it } from 'vitest'
import { ArtifactError } from '../../../electron/main/engine/artifacts/artifact'
import { createArtifactFixture } from './artifact-fixture'

describe('artifact manager', () => {
  it('keeps every version and emits a full snapshot on each change', () => {
    const { manager, events } = createArtifactFixture()
    manager.create({
      sessionId: 's1',
      runId: 'r1',
      id: 'draft',
      title: 'Draft',
      contentType: 'text/markdown',
      content: 'one\ntwo',
    })
    manager.update('s1', 'r1', 'draft', 'two', 'three')
    manager.rewrite('s1', 'r1', 'draft', 'fresh start')

    expect(manager.get('s1', 'draft').content).toBe('fresh start')
    expect(manager.get('s1', 'draft', 1).content).toBe('one\ntwo')
    expect(manager.get('s1', 'draft', 2).content).toBe('one\nthree')
    expect(manager.versions('s1', 'draft').map((info) => info.version)).toEqual([1, 2, 3])
    expect(events.map((event) => (event.type === 'artifact-updated' ? event.artifact.version : null))).toEqual([
      1, 2, 3,
    ])
    const last = events.at(-1)
    expect(last?.type === 'artifact-updated' && last.artifact.content).toBe('fresh start')
  })

  it('refuses a duplicate id, an invalid id, and unknown artifacts or versions with guidance', () => {
    const { manager } = createArtifactFixture()
    manager.create({ sessionId: 's1', runId: 'r1', id: 'a', title: 'A', contentType: 'text/plain', content: 'x' })
    expect(() =>
      manager.create({ sessionId: 's1', runId: 'r1', id: 'a', title: 'A', contentType: 'text/plain', content: 'y' }),
    ).toThrow(/already exists/)
    expect(() =>
      manager.create({
        sessionId: 's1',
        runId: 'r1',
        id: '../etc',
        title: 'A',
        contentType: 'text/plain',
        content: 'y',
      }),
    ).toThrow(ArtifactError)
    expect(() => manager.get('s1', 'missing')).toThrow(/Existing: a/)
    expect(() => manager.get('s1', 'a', 7)).toThrow(/no version 7; versions: 1/)
  })

  it('keeps sessions apart', () => {
    const { manager } = createArtifactFixture()
    manager.create({ sessionId: 's1', runId: 'r1', id: 'a', title: 'A', contentType: 'text/plain', content: 'x' })
    expect(manager.list('s2')).toEqual([])
    expect(() => manager.get('s2', 'a')).toThrow(ArtifactError)
  })

  it('a failed update leaves the artifact and its version untouched', () => {
    const { manager, events } = createArtifactFixture()
    manager.create({
      sessionId: 's1',
      runId: 'r1',
      id: 'a',
      title: 'A',
      contentType: 'text/plain',
      content: 'same\nsame',
    })
    expect(() => manager.update('s1', 'r1', 'a', 'same', 'other')).toThrow(/more than once/)
    expect(manager.get('s1', 'a')).toMatchObject({ version: 1, content: 'same\nsame' })
    expect(events).toHaveLength(1)
  })

  it('persists an oversized tool result as a tool artifact with a sanitized, random id', () => {
    const { manager } = createArtifactFixture()
    const id = manager.persistToolResult('s1', 'r1', 'web-fetch', 'x'.repeat(60_000))
    expect(id).toMatch(/^tool_web_fetch_[0-9a-f]{12}$/)
    expect(manager.get('s1', id)).toMatchObject({ source: 'tool', contentType: 'text/plain' })
    expect(manager.get('s1', id).content).toHaveLength(60_000)
  })
})

describe('artifacts and sessions', () => {
  it('deleting a session deletes its artifacts and their versions', () => {
    const { db, manager } = createArtifactFixture()
    manager.create({ sessionId: 's1', runId: 'r1', id: 'a', title: 'A', contentType: 'text/plain', content: 'x' })
    manager.rewrite('s1', 'r1', 'a', 'y')
    db.prepare('delete from sessions where id = ?').run('s1')
    expect(manager.list('s1')).toEqual([])
    expect(db.prepare('select count(*) as n from artifact_versions').get()).toEqual({ n: 0 })
  })
})
