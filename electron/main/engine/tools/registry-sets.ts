import type { AnyToolDefinition } from './define-tool'
import { ToolRegistry } from './registry'

/**
 * The registry factory sets of AstroResearch (`empty`, `new`, `new_with_queue`, `new_with_team`). Each area exports its
 * tool array; the composition root passes them in, so this file imports no area's tools.
 */
interface ToolSetLists {
  /** The standard research agent's tools (filesystem, astro, self-management, subagent, artifacts, web…). */
  standard: readonly AnyToolDefinition[]
  /** bg_task_run + bg_task_check. */
  background?: readonly AnyToolDefinition[]
  /** spawn_teammate, send_teammate_message, team_broadcast, check_team_inbox. */
  team?: readonly AnyToolDefinition[]
  /** MCP or user tools: they may not collide with reserved or built-in names. */
  custom?: readonly AnyToolDefinition[]
}

export const toolSets = {
  empty(): ToolRegistry {
    return ToolRegistry.empty()
  },
  standard(lists: ToolSetLists): ToolRegistry {
    return withCustom(ToolRegistry.of(lists.standard), lists)
  },
  withBackground(lists: ToolSetLists): ToolRegistry {
    return withCustom(ToolRegistry.of([...lists.standard, ...(lists.background ?? [])]), lists)
  },
  withTeam(lists: ToolSetLists): ToolRegistry {
    return withCustom(ToolRegistry.of([...lists.standard, ...(lists.background ?? []), ...(lists.team ?? [])]), lists)
  },
}

function withCustom(registry: ToolRegistry, lists: ToolSetLists): ToolRegistry {
  for (const tool of lists.custom ?? []) registry.addCustom(tool)
  return registry
}
