import { z } from 'zod'
import { BACKGROUND_TOOLS, type BackgroundTasks } from '../../../background/background-tasks'
import { defineTool, toolError, toolResult } from '../../define-tool'

declare module '../../define-tool' {
  interface ToolServices {
    background?: BackgroundTasks
  }
}

export const bgTaskRunTool = defineTool({
  name: 'bg_task_run',
  description:
    'Start a slow library operation (download_paper or parse_paper) in the background and continue working. ' +
    'You are told when it finishes before your next step; check on it with bg_task_check.',
  input: z.object({
    tool: z.enum(BACKGROUND_TOOLS).describe('The tool to run in the background'),
    arguments: z.record(z.string(), z.unknown()).default({}).describe("That tool's arguments, as an object"),
  }),
  interruptBehavior: 'block',
  async execute(input, context) {
    const background = context.services.background
    if (!background) return toolError('Background tasks are not available in this context.')
    const task = background.start({
      sessionId: context.sessionId,
      runId: context.runId,
      tool: input.tool,
      arguments: input.arguments,
    })
    return toolResult(`Started ${task.tool} in the background as ${task.taskId}.`, { taskId: task.taskId })
  },
})
