import { z } from 'zod'

/** A phrase in each language the app speaks. */
export const localizedTextSchema = z.object({ en: z.string().min(1), 'zh-CN': z.string().min(1) })
export type LocalizedText = z.infer<typeof localizedTextSchema>

/** How the timeline names a tool: its title, and what a call is doing while it runs and did once it ended. */
export const toolUiTextSchema = z.object({
  title: localizedTextSchema,
  doing: localizedTextSchema,
  done: localizedTextSchema,
})
export type ToolUiText = z.infer<typeof toolUiTextSchema>

/** A registered tool as Settings and the timeline see it. */
export const toolInfoSchema = z.object({
  name: z.string(),
  ui: toolUiTextSchema,
  defaultPermission: z.enum(['auto', 'confirm']),
  /** Where the tool comes from: built in, or an MCP server's. */
  origin: z.enum(['builtin', 'mcp']),
})
export type ToolInfo = z.infer<typeof toolInfoSchema>
