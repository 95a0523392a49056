import type { Tool } from '@modelcontextprotocol/sdk/types.js'
import {
  type AnyToolDefinition,
  ARTIFACTFLOW_MAX_RESULT_CHARS,
  type ToolContext,
  type ToolOutput,
} from '../tools/define-tool'
import { objectJsonSchema, zodFromJsonSchema } from './json-schema-input'
import { mcpToolName } from './mcp-tool-name'

export type McpToolCaller = (
  tool: string,
  input: Record<string, unknown>,
  context: Pick<ToolContext, 'signal' | 'progress'>,
) => Promise<ToolOutput>

/**
 * One server tool as a registry tool: the server's JSON Schema goes to providers as it is, a zod schema converted from
 * it validates; CONFIRM by default, so the permission chain asks unless a rule allows it. Read-only tools (by the
 * server's own hint) may run beside other safe calls.
 */
export function mcpToolDefinition(server: string, tool: Tool, call: McpToolCaller): AnyToolDefinition {
  const schema = objectJsonSchema(tool.inputSchema)
  const readOnly = tool.annotations?.readOnlyHint === true
  const run = (input: unknown, context: ToolContext) =>
    call(tool.name, isRecord(input) ? input : {}, {
      signal: context.signal,
      progress: (progress) => context.progress(progress),
    })
  const title = tool.title || tool.name
  return {
    name: mcpToolName(server, tool.name),
    ui: {
      title: { en: `${title} (${server})`, 'zh-CN': `${title}（${server}）` },
      doing: { en: `Running ${title} on ${server}`, 'zh-CN': `正在 ${server} 上运行 ${title}` },
      done: { en: `Ran ${title} on ${server}`, 'zh-CN': `已在 ${server} 上运行 ${title}` },
    },
    description: `${tool.description?.trim() || tool.title || tool.name} (from the MCP server "${server}")`,
    input: zodFromJsonSchema(schema),
    inputJsonSchema: schema,
    defaultPermission: 'confirm',
    // Like ArtifactFlow's tools: an answer past its threshold is kept as an artifact the user can open.
    persistTo: 'artifact',
    maxResultChars: ARTIFACTFLOW_MAX_RESULT_CHARS,
    isConcurrencySafe: () => readOnly,
    execute: run,
    executeWithProgress: run,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
