import { z } from 'zod'
import { writeAtomic } from '../../../fs/atomic-write'
import { withSandbox } from '../../../fs/with-sandbox'
import { defineTool, toolResult } from '../../define-tool'
import { fileWriteDescription } from './description'

export const fileWriteTool = defineTool({
  name: 'file_write',
  description: fileWriteDescription,
  input: z.object({
    path: z.string().min(1).describe('File path, relative to the project folder or absolute inside an allowed folder'),
    content: z.string().describe('The complete new content of the file'),
  }),
  defaultPermission: 'confirm',
  interruptBehavior: 'block',
  isConcurrencySafe: () => false,
  async execute(input, context) {
    return withSandbox(context, async (sandbox) => {
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
