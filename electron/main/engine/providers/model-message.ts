/** A tool call as stored in the conversation. */
export interface ModelToolCall {
  id: string
  name: string
  arguments: Record<string, unknown>
}

/** A picture for a model that accepts images: base64 bytes of a PNG, JPEG, GIF or WebP. */
export interface ModelImage {
  mediaType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'
  data: string
}

/** Provider-neutral conversation history; each adapter converts it to its own wire format. */
export type ModelMessage =
  | { role: 'user'; content: string; images?: ModelImage[] }
  | {
      role: 'assistant'
      text: string
      reasoning?: { text: string; signature?: string }
      toolCalls: ModelToolCall[]
    }
  | { role: 'tool'; toolCallId: string; name: string; content: string; isError: boolean; images?: ModelImage[] }

/** What a model may call: the JSON Schema comes from the tool's zod input. */
export interface ToolSpec {
  name: string
  description: string
  inputSchema: Record<string, unknown>
}
