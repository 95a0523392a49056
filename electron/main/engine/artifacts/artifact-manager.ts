import { randomBytes } from 'node:crypto'
import type { EventInput } from '../../../shared/contract/events'
import type { Db } from '../db/open-database'
import { type Artifact, ArtifactChangedError, ArtifactError, type ArtifactSource, artifactIdSchema } from './artifact'
import { createArtifactStore, type VersionChange } from './artifact-store'
import { fuzzyReplace } from './fuzzy-replace'

interface ArtifactManagerDeps {
  db: Db
  emit(event: EventInput): void
  now(): number
}

interface CreateArtifactInput {
  sessionId: string
  runId: string
  id: string
  title: string
  contentType: string
  content: string
  source?: ArtifactSource
}

/** Changes the user makes in the artifacts panel belong to no agent run. */
const NO_RUN = ''

/** Characters a tool name keeps in a persisted result's artifact id. */
const sanitizeToolName = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 40) || 'tool'

/** Artifacts of a session with their versions; every change emits `artifact-updated` with a full snapshot. */
export function createArtifactManager(deps: ArtifactManagerDeps) {
  const store = createArtifactStore(deps.db)

  const announce = (artifact: Artifact, runId: string) =>
    deps.emit({
      type: 'artifact-updated',
      sessionId: artifact.sessionId,
      runId,
      artifact: {
        id: artifact.id,
        title: artifact.title,
        contentType: artifact.contentType,
        content: artifact.content,
        version: artifact.version,
        source: artifact.source,
      },
    })

  const require = (sessionId: string, id: string, version?: number): Artifact => {
    const artifact = store.get(sessionId, id, version)
    if (artifact) return artifact
    if (version !== undefined && store.exists(sessionId, id)) {
      const versions = store.versions(sessionId, id).map((info) => info.version)
      throw new ArtifactError(`Artifact '${id}' has no version ${version}; versions: ${versions.join(', ')}`)
    }
    const known = store.list(sessionId).map((artifact) => artifact.id)
    throw new ArtifactError(
      `No artifact '${id}' in this session.${known.length > 0 ? ` Existing: ${known.join(', ')}` : ' None exist yet; create one with create_artifact.'}`,
    )
  }

  const saveVersion = (
    artifact: Artifact,
    change: Pick<VersionChange, 'content' | 'summary' | 'author'>,
    runId: string,
  ): Artifact => {
    const version = store.addVersion(
      { sessionId: artifact.sessionId, id: artifact.id, expected: artifact.version, ...change },
      deps.now(),
    )
    const updated = require(artifact.sessionId, artifact.id, version)
    announce(updated, runId)
    return updated
  }

  return {
    create(input: CreateArtifactInput): Artifact {
      const id = artifactIdSchema.safeParse(input.id)
      if (!id.success) throw new ArtifactError(`Invalid artifact id '${input.id}': ${id.error.issues[0]?.message}`)
      if (store.exists(input.sessionId, input.id)) {
        throw new ArtifactError(
          `Artifact '${input.id}' already exists; use update_artifact or rewrite_artifact to change it`,
        )
      }
      store.create({ ...input, source: input.source ?? 'agent' }, deps.now())
      const created = require(input.sessionId, input.id)
      announce(created, input.runId)
      return created
    },

    update(sessionId: string, runId: string, id: string, oldText: string, newText: string) {
      const artifact = require(sessionId, id)
      const outcome = fuzzyReplace(artifact.content, oldText, newText)
      if (!outcome.ok) throw new ArtifactError(outcome.reason)
      const summary = `${outcome.match} replace of lines ${outcome.lines[0]}–${outcome.lines[1]}`
      return { artifact: saveVersion(artifact, { content: outcome.content, summary, author: 'agent' }, runId), outcome }
    },

    rewrite(sessionId: string, runId: string, id: string, content: string): Artifact {
      return saveVersion(require(sessionId, id), { content, summary: 'rewritten', author: 'agent' }, runId)
    },

    /** The user's own text as a new version, which the agent's next read sees; refused if it was written meanwhile. */
    edit(sessionId: string, id: string, content: string, baseVersion: number): Artifact {
      const artifact = require(sessionId, id)
      if (artifact.version !== baseVersion) throw new ArtifactChangedError(id, artifact.version)
      if (artifact.content === content) return artifact
      return saveVersion(artifact, { content, summary: 'edited by hand', author: 'user' }, NO_RUN)
    },

    /** A new version equal to an older one; every version in between is kept. */
    restore(sessionId: string, id: string, version: number): Artifact {
      const current = require(sessionId, id)
      const restored = require(sessionId, id, version)
      if (version === current.version) return current
      return saveVersion(
        current,
        { content: restored.content, summary: `restored version ${version}`, author: 'user' },
        NO_RUN,
      )
    },

    get: require,
    list: (sessionId: string) => store.list(sessionId),
    versions(sessionId: string, id: string) {
      require(sessionId, id)
      return store.versions(sessionId, id)
    },

    /** Stores an oversized tool result as an artifact (ArtifactFlow) and returns its id. */
    persistToolResult(sessionId: string, runId: string, toolName: string, content: string): string {
      const id = `tool_${sanitizeToolName(toolName)}_${randomBytes(6).toString('hex')}`
      this.create({
        sessionId,
        runId,
        id,
        title: `Output of ${toolName}`,
        contentType: 'text/plain',
        content,
        source: 'tool',
      })
      return id
    },
  }
}

export type ArtifactManager = ReturnType<typeof createArtifactManager>
