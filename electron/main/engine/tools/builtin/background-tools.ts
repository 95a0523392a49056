import type { AnyToolDefinition } from '../define-tool'
import { bgTaskCheckTool } from './background/bg-task-check'
import { bgTaskRunTool } from './background/bg-task-run'

export const backgroundTools: AnyToolDefinition[] = [bgTaskRunTool, bgTaskCheckTool]
