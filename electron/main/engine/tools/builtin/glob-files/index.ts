import { stat } from 'node:fs/promises'
import { z } from 'zod'
import { listFiles } from '../../../fs/list-files'
import type { SessionSandbox } from '../../../fs/path-sandbox'
import { defineTool, toolResult } from '../../define-tool'
import { withSandbox } from '../../with-sandbox'
import description from './description.md'

export function createGlobFilesTool(deps: { sandbox: SessionSandbox }) {
  return defineTool({
    name: 'glob_files',
    ui: {
      title: { en: 'Find files', 'zh-CN': '查找文件' },
      doing: { en: 'Finding files', 'zh-CN': '正在查找文件' },
      done: { en: 'Found files', 'zh-CN': '已查找文件' },
    },
    description,
    input: z.object({
      pattern: z.string().min(1).describe('Glob pattern relative to `path`, e.g. "**/*.py"'),
      path: z.string().min(1).default('.').describe('Folder to search in (default: the project folder)'),
      limit: z.number().int().min(1).max(1000).default(100).describe('Most paths to return'),
    }),
    isConcurrencySafe: () => true,
    interruptBehavior: 'cancel',
    async execute(input, context) {
      return withSandbox(deps.sandbox(context.sessionId), async (sandbox) => {
        const directory = sandbox.resolve(input.path, 'directory')
        const { files, refused } = await listFiles(sandbox, directory, [input.pattern], context.signal)
        const dated = await Promise.all(
          files.map(async (file) => ({ file, mtimeMs: (await stat(file).catch(() => null))?.mtimeMs ?? 0 })),
        )
        dated.sort((a, b) => b.mtimeMs - a.mtimeMs || a.file.localeCompare(b.file))
        const shown = dated.slice(0, input.limit).map(({ file }) => sandbox.displayPath(file))
        const metadata = { total: files.length, shown: shown.length, refused, paths: shown }
        if (shown.length === 0) {
          return toolResult(`No files match ${JSON.stringify(input.pattern)} in ${directory.displayPath}.`, metadata)
        }
        const more =
          files.length > shown.length
            ? `\n\n[Showing ${shown.length} of ${files.length} files, newest first; narrow the pattern to see others.]`
            : ''
        return toolResult(shown.join('\n') + more, metadata)
      })
    },
  })
}
