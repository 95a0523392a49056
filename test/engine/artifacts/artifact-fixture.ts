import { type ArtifactManager, createArtifactManager } from '../../../electron/main/engine/artifacts/artifact-manager'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { createCreateArtifactTool } from '../../../electron/main/engine/tools/builtin/create-artifact'
import { createGrepArtifactTool } from '../../../electron/main/engine/tools/builtin/grep-artifact'
import { createReadArtifactTool } from '../../../electron/main/engine/tools/builtin/read-artifact'
import { createRewriteArtifactTool } from '../../../electron/main/engine/tools/builtin/rewrite-artifact'
import { createUpdateArtifactTool } from '../../../electron/main/engine/tools/builtin/update-artifact'
import type { AnyToolDefinition } from '../../../electron/main/engine/tools/define-tool'
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
  return { db, manager, events, context: createToolContext({ sessionId: 's1' }), tools: artifactTools(manager) }
}

/** The five artifact tools over one manager. */
export function artifactTools(manager: ArtifactManager): AnyToolDefinition[] {
  const deps = { artifacts: manager }
  return [
    createCreateArtifactTool(deps),
    createUpdateArtifactTool(deps),
    createRewriteArtifactTool(deps),
    createReadArtifactTool(deps),
    createGrepArtifactTool(deps),
  ]
}
