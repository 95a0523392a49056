import { stat } from 'node:fs/promises'
import { z } from 'zod'
import { FILE_UNCHANGED_STUB, isUnchangedRead } from '../../../fs/file-state-cache'
import type { SessionSandbox } from '../../../fs/path-sandbox'
import { looksBinary } from '../../../fs/text-detection'
import { readVerified } from '../../../fs/verified-read'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { withSandbox } from '../../with-sandbox'
import description from './description.md'
import { DEFAULT_LINE_LIMIT, numberLines } from './number-lines'

export function createReadFileTool(deps: { sandbox: SessionSandbox }) {
  return defineTool({
    name: 'read_file',
    ui: {
      title: { en: 'Read file', 'zh-CN': '读取文件' },
      doing: { en: 'Reading a file', 'zh-CN': '正在读取文件' },
      done: { en: 'Read a file', 'zh-CN': '已读取文件' },
    },
    description,
    input: z.object({
      path: z
        .string()
        .min(1)
        .describe('File path, relative to the project folder or absolute inside an allowed folder'),
      offset: z.number().int().positive().default(1).describe('First line to read (1-based)'),
      limit: z.number().int().positive().optional().describe(`How many lines to read (default ${DEFAULT_LINE_LIMIT})`),
    }),
    isConcurrencySafe: () => true,
    interruptBehavior: 'cancel',
    // The model asked for this content; persisting it and pointing back at read_file would loop.
    maxResultChars: Number.POSITIVE_INFINITY,
    async execute(input, context) {
      return withSandbox(deps.sandbox(context.sessionId), async (sandbox) => {
        const resolved = sandbox.resolve(input.path, 'read')
        const window = { offset: input.offset, limit: input.limit ?? null }
        const before = await stat(resolved.realPath)
        const metadata = { path: resolved.displayPath, realPath: resolved.realPath }
        if (isUnchangedRead(context.fileState.get(resolved.realPath), { mtimeMs: before.mtimeMs, ...window })) {
          return toolResult(FILE_UNCHANGED_STUB, { ...metadata, unchanged: true })
        }
        context.signal.throwIfAborted()
        const file = await readVerified(sandbox, resolved)
        if (looksBinary(file.content)) {
          return toolError(
            `${resolved.displayPath} is a binary file (${file.size} bytes) and is not shown. For papers use the ` +
              'paper tools; for data files (FITS, HDF5) inspect them with a script through run_bash.',
            metadata,
          )
        }
        const text = file.content.toString('utf8')
        const numbered = numberLines(text, input.offset, input.limit ?? DEFAULT_LINE_LIMIT)
        context.fileState.set(resolved.realPath, { mtimeMs: file.mtimeMs, ...window, callId: context.callId })
        const range = {
          ...metadata,
          totalLines: numbered.totalLines,
          shownLines: [numbered.firstLine, numbered.lastLine],
        }
        if (text === '') return toolResult(`(${resolved.displayPath} is empty)`, range)
        if (numbered.firstLine > numbered.totalLines) {
          return toolError(
            `${resolved.displayPath} has ${numbered.totalLines} lines; offset ${input.offset} is past the end.`,
            range,
          )
        }
        const more =
          numbered.lastLine < numbered.totalLines
            ? `\n\n[Lines ${numbered.firstLine}–${numbered.lastLine} of ${numbered.totalLines}. ` +
              `Continue with offset=${numbered.lastLine + 1}.]`
            : ''
        return toolResult(numbered.text + more, range)
      })
    },
  })
}
