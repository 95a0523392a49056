import { createArtifactManager } from '../../../electron/main/engine/artifacts/artifact-manager'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import type { FileStateCache, ToolContext } from '../../../electron/main/engine/tools/define-tool'
import type { EventInput } from '../../../electron/shared/contract/events'

export function createArtifactFixture() {
  const { db } = openDatabase(':memory:', migrations)
  for (const id of ['s1', 's2']) {
    db.prepare('insert into sessions (id, title, created_at, updated_at) values (?, ?, 0, 0)').run(id, id)
  }
  const events: EventInput[] = []
  let clock = 1_000
  const manager = createArtifactManager({ db, emit: (event) => events.push(event), now: () => clock++ })
  const fileState: FileStateCache = {
    get: () => undefined,
    set: () => undefined,
    invalidate: () => undefined,
    snapshot: () => new Map(),
  }
  const context = (sessionId = 's1'): ToolContext => ({
    signal: new AbortController().signal,
    sessionId,
    runId: 'r1',
    callId: 'c1',
    agent: 'main',
    silent: false,
    progress: () => undefined,
    fileState,
    services: { dataDir: '/tmp', artifacts: manager },
  })
  return { db, manager, events, context: context() }
}
