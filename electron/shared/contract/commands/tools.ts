import { z } from 'zod'
import { toolInfoSchema } from '../../domain/tool-info'

export const toolsCommands = {
  /**
   * Every registered tool (built in, and the tools of the MCP servers running now) with its timeline text in each
   * language and its default permission level, plus how long a permission request waits before it is denied.
   */
  'tools.list': {
    input: z.object({}),
    output: z.object({
      tools: z.array(toolInfoSchema),
      permissionTimeoutSeconds: z.number().int().positive(),
    }),
  },
} as const
