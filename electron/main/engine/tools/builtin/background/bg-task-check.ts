import { z } from 'zod'
import type { BackgroundTask } from '../../../background/background-tasks'
import { defineTool, toolError, toolResult } from '../../define-tool'

const describeTask = (task: BackgroundTask) =>
  `${task.taskId} ${task.tool} ${task.status}${task.summary ? `: ${task.summary}` : ''}`

export const bgTaskCheckTool = defineTool({
  name: 'bg_task_check',
  description: 'Show the status of one background task (task_id) or of every background task in this session.',
  input: z.object({ task_id: z.string().optional().describe('A task id from bg_task_run; omit to list all') }),
  isConcurrencySafe: () => true,
  async execute(input, context) {
    const background = context.services.background
    if (!background) return toolError('Background tasks are not available in this context.')
    if (input.task_id) {
      const task = background.get(input.task_id)
      if (!task || task.sessionId !== context.sessionId) return toolError(`No background task '${input.task_id}'.`)
      return toolResult(describeTask(task), { status: task.status })
    }
    const tasks = background.list(context.sessionId)
    return toolResult(tasks.length === 0 ? 'No background tasks in this session.' : tasks.map(describeTask).join('\n'))
  },
})
