import { z } from 'zod'
import { BACKGROUND_TOOLS, type BackgroundTasks } from '../../../background/background-tasks'
import { defineTool, toolResult } from '../../define-tool'
import description from './description.md'

export function createBgTaskRunTool(deps: { background: BackgroundTasks }) {
  return defineTool({
    name: 'bg_task_run',
    ui: {
      title: { en: 'Background task', 'zh-CN': '后台任务' },
      doing: { en: 'Starting a background task', 'zh-CN': '正在启动后台任务' },
      done: { en: 'Started a background task', 'zh-CN': '已启动后台任务' },
    },
    description,
    input: z.object({
      tool: z.enum(BACKGROUND_TOOLS).describe('The tool to run in the background'),
      arguments: z.record(z.string(), z.unknown()).default({}).describe("That tool's arguments, as an object"),
    }),
    interruptBehavior: 'block',
    async execute(input, context) {
      const task = deps.background.start({
        sessionId: context.sessionId,
        runId: context.runId,
        tool: input.tool,
        arguments: input.arguments,
        run: (signal, onProgress) =>
          context.runTool({ name: input.tool, arguments: input.arguments, signal, onProgress }),
      })
      return toolResult(`Started ${task.tool} in the background as ${task.taskId}.`, { taskId: task.taskId })
    },
  })
}
