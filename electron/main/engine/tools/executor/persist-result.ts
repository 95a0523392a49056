import { randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { writeFileAtomic } from '../../fs/atomic-write'
import { DEFAULT_MAX_RESULT_CHARS, type ToolOutput } from '../define-tool'
import { toolResultPath } from './tool-results-files'

/** Stores an oversized tool result as an artifact; returns its id. */
export interface ArtifactSink {
  persistToolResult(sessionId: string, runId: string, toolName: string, content: string): Promise<string> | string
}

/** How much of a persisted result the model sees at once, in the artifact's preview. */
const ARTIFACT_PREVIEW_CHARS = 1000

/** `tool_<sanitized_name>_<12hex>`: the id an ArtifactSink gives a persisted tool result. */
export function toolResultArtifactId(toolName: string): string {
  return `tool_${sanitizeToolName(toolName)}_${randomBytes(6).toString('hex')}`
}

export function sanitizeToolName(name: string): string {
  return name.replace(/[^a-zA-Z0-9_]/g, '_').slice(0, 64) || 'tool'
}

interface PersistRequest {
  output: ToolOutput
  maxResultChars: number | undefined
  persistTo: 'artifact' | 'file' | undefined
  sessionId: string
  runId: string
  callId: string
  toolName: string
  sink: ArtifactSink | null | undefined
  dataDir: string
}

/**
 * Large-output persistence: a successful output longer than the tool's limit (default 4000; Infinity never) becomes an
 * artifact for the tools that ask for that form (when a sink exists), else a file under tool-results/; the model gets
 * a preview. Failures are never persisted, and any error while persisting keeps the original output (fail-open).
 */
export async function maybePersistResult(request: PersistRequest): Promise<ToolOutput> {
  const { output } = request
  if (!needsPersistence(output, request.maxResultChars)) return output
  try {
    return request.sink && request.persistTo === 'artifact'
      ? await persistAsArtifact(request, request.sink)
      : await persistToFile(request)
  } catch {
    return output
  }
}

/** Only successful output longer than the tool's limit is persisted. */
export function needsPersistence(output: ToolOutput, maxResultChars: number | undefined): boolean {
  return !output.isError && output.content.length > (maxResultChars ?? DEFAULT_MAX_RESULT_CHARS)
}

async function persistAsArtifact(request: PersistRequest, sink: ArtifactSink): Promise<ToolOutput> {
  const { content } = request.output
  const id = await sink.persistToolResult(request.sessionId, request.runId, request.toolName, content)
  const shown = content.slice(0, ARTIFACT_PREVIEW_CHARS)
  const preview = [
    `<artifact_slice id="${id}" shown_chars="${shown.length}" total_chars="${content.length}" has_more="true">`,
    shown,
    '</artifact_slice>',
    `The full output (${content.length} characters) was saved as artifact "${id}". Call read_artifact(id='${id}') to read the rest.`,
  ].join('\n')
  return {
    content: preview,
    isError: false,
    metadata: { ...request.output.metadata, persisted_artifact_id: id, original_size_chars: content.length },
  }
}

/** How much of a persisted output the `<persisted-output>` stub shows. */
const PERSISTED_OUTPUT_PREVIEW_CHARS = 2000

/**
 * AstroResearch form: `<dataDir>/tool-results/<session>/<run>/<call_id>.txt`, written once (exclusive create: a second
 * result for the same call keeps the first file), atomically (temp file, then a hard link that fails if the name
 * exists).
 */
async function persistToFile(request: PersistRequest): Promise<ToolOutput> {
  const { content } = request.output
  const path = toolResultPath(request.dataDir, request.sessionId, request.runId, request.callId)
  await mkdir(dirname(path), { recursive: true })
  await writeOnce(path, content)
  const preview = content.slice(0, PERSISTED_OUTPUT_PREVIEW_CHARS)
  const stub = [
    '<persisted-output>',
    `Output too large (${content.length} characters). The full output was saved to: ${path}`,
    'Read it with read_file (use offset and limit to read it in parts).',
    '',
    `Preview (first ${preview.length} characters):`,
    preview,
    '</persisted-output>',
  ].join('\n')
  return {
    content: stub,
    isError: false,
    metadata: { ...request.output.metadata, persisted_path: path, original_size_chars: content.length },
  }
}

async function writeOnce(path: string, content: string): Promise<void> {
  try {
    await writeFileAtomic(path, content, { replace: false })
  } catch (error) {
    if (!isAlreadyThere(error)) throw error
  }
}

function isAlreadyThere(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST'
}
