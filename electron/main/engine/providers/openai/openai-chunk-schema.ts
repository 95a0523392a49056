import { z } from 'zod'

const toolCallDelta = z.object({
  index: z.number().int().nonnegative().nullish(),
  id: z.string().nullish(),
  function: z
    .object({
      name: z.string().nullish(),
      /** A string fragment; a few servers send the whole object at once. */
      arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
    })
    .nullish(),
})

const usage = z.object({
  prompt_tokens: z.number().nullish(),
  completion_tokens: z.number().nullish(),
  prompt_tokens_details: z.object({ cached_tokens: z.number().nullish() }).nullish(),
  completion_tokens_details: z.object({ reasoning_tokens: z.number().nullish() }).nullish(),
  /** DeepSeek reports cache hits here. */
  prompt_cache_hit_tokens: z.number().nullish(),
})
export type OpenAiUsage = z.infer<typeof usage>

/** One `chat.completion.chunk`, loosely: every field real servers leave out or set to null is optional. */
export const openAiChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        index: z.number().nullish(),
        delta: z
          .object({
            content: z.string().nullish(),
            reasoning_content: z.string().nullish(),
            /** vLLM and OpenRouter name it `reasoning`. */
            reasoning: z.string().nullish(),
            tool_calls: z.array(toolCallDelta).nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  usage: usage.nullish(),
  /** Groq reports usage here when stream_options is not honoured. */
  x_groq: z.object({ usage: usage.nullish() }).nullish(),
  error: z.union([z.string(), z.object({ message: z.string().nullish() }).loose()]).nullish(),
})
export type OpenAiChunk = z.infer<typeof openAiChunkSchema>
export type OpenAiToolCallDelta = z.infer<typeof toolCallDelta>
