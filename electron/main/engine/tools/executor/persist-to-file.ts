import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../../fs/atomic-write'
import type { ToolOutput } from '../define-tool'

/** How much of a persisted output the `<persisted-output>` stub shows. */
export const PERSISTED_OUTPUT_PREVIEW_CHARS = 2000

/**
 * AstroResearch form: `<dataDir>/tool-results/<call_id>.txt`, written once (exclusive create: a second result for the
 * same call id keeps the first file), atomically (temp file, then a hard link that fails if the name exists).
 */
export async function persistToFile(request: {
  output: ToolOutput
  callId: string
  dataDir: string
}): Promise<ToolOutput> {
  const { content } = request.output
  const directory = join(request.dataDir, 'tool-results')
  const path = join(directory, `${request.callId.replace(/[^a-zA-Z0-9_-]/g, '_')}.txt`)
  await mkdir(directory, { recursive: true })
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
