/** A tool call as stored in the conversation. */
export interface ModelToolCall {
  id: string
  name: string
  arguments: Record<string, unknown>
}

/** Provider-neutral conversation history; each adapter converts it to its own wire format. */
export type ModelMessage =
  | { role: 'user'; content: string }
  | {
      role: 'assistant'
      text: string
      reasoning?: { text: string; signature?: string }
      toolCalls: ModelToolCall[]
    }
  | { role: 'tool'; toolCallId: string; name: string; content: string; isError: boolean }

/** What a model may call: the JSON Schema comes from the tool's zod input. */
export interface ToolSpec {
  name: string
  description: string
  inputSchema: Record<string, unknown>
}
