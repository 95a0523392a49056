import { z } from 'zod'
import type { BackgroundTask, BackgroundTasks } from '../../../background/background-tasks'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

const describeTask = (task: BackgroundTask) =>
  `${task.taskId} ${task.tool} ${task.status}${task.summary ? `: ${task.summary}` : ''}`

export function createBgTaskCheckTool(deps: { background: BackgroundTasks }) {
  return defineTool({
    name: 'bg_task_check',
    ui: {
      title: { en: 'Check background task', 'zh-CN': '查看后台任务' },
      doing: { en: 'Checking background tasks', 'zh-CN': '正在查看后台任务' },
      done: { en: 'Checked background tasks', 'zh-CN': '已查看后台任务' },
    },
    description,
    input: z.object({ task_id: z.string().optional().describe('A task id from bg_task_run; omit to list all') }),
    isConcurrencySafe: () => true,
    async execute(input, context) {
      const { background } = deps
      if (input.task_id) {
        const task = background.get(input.task_id)
        if (!task || task.sessionId !== context.sessionId) return toolError(`No background task '${input.task_id}'.`)
        return toolResult(describeTask(task), { status: task.status })
      }
      const tasks = background.list(context.sessionId)
      return toolResult(
        tasks.length === 0 ? 'No background tasks in this session.' : tasks.map(describeTask).join('\n'),
      )
    },
  })
}
