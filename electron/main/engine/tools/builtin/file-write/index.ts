import { z } from 'zod'
import { writeAtomic } from '../../../fs/atomic-write'
import type { SessionSandbox } from '../../../fs/path-sandbox'
import { defineTool, toolResult } from '../../define-tool'
import { withSandbox } from '../../with-sandbox'
import description from './description.md'

export function createFileWriteTool(deps: { sandbox: SessionSandbox }) {
  return defineTool({
    name: 'file_write',
    ui: {
      title: { en: 'Write file', 'zh-CN': '写入文件' },
      doing: { en: 'Writing a file', 'zh-CN': '正在写入文件' },
      done: { en: 'Wrote a file', 'zh-CN': '已写入文件' },
    },
    description,
    input: z.object({
      path: z
        .string()
        .min(1)
        .describe('File path, relative to the project folder or absolute inside an allowed folder'),
      content: z.string().describe('The complete new content of the file'),
    }),
    defaultPermission: 'confirm',
    interruptBehavior: 'block',
    isConcurrencySafe: () => false,
    async execute(input, context) {
      return withSandbox(deps.sandbox(context.sessionId), async (sandbox) => {
        const resolved = sandbox.resolve(input.path, 'write')
        const outcome = await writeAtomic(sandbox, resolved, input.content)
        context.fileState.invalidate(resolved.realPath)
        const lines = input.content === '' ? 0 : input.content.split('\n').length
        const verb = outcome.created ? 'Created' : 'Overwrote'
        return toolResult(`${verb} ${resolved.displayPath} (${outcome.bytes} bytes, ${lines} lines).`, {
          path: resolved.displayPath,
          bytes: outcome.bytes,
          created: outcome.created,
        })
      })
    },
  })
}
