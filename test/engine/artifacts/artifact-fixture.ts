import { createArtifactManager } from '../../../electron/main/engine/artifacts/artifact-manager'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import type { EventInput } from '../../../electron/shared/contract/events'
import { createToolContext } from '../tool-context'

export function createArtifactFixture() {
  const { db } = openDatabase(':memory:', migrations)
  for (const id of ['s1', 's2']) {
    db.prepare('insert into sessions (id, title, created_at, updated_at) values (?, ?, 0, 0)').run(id, id)
  }
  const events: EventInput[] = []
  let clock = 1_000
  const manager = createArtifactManager({ db, emit: (event) => events.push(event), now: () => clock++ })
  const context = (sessionId = 's1') => createToolContext({ artifacts: manager }, { sessionId })
  return { db, manager, events, context: context() }
}
