import { z } from 'zod'

const usage = z
  .object({
    input_tokens: z.number().nullish(),
    output_tokens: z.number().nullish(),
    cache_read_input_tokens: z.number().nullish(),
    cache_creation_input_tokens: z.number().nullish(),
  })
  .nullish()
export type AnthropicUsage = z.infer<typeof usage>

/** The Messages stream events this app reads; any other event type or block type is accepted and ignored. */
export const anthropicEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message_start'), message: z.object({ usage }) }),
  z.object({
    type: z.literal('content_block_start'),
    index: z.number().int().nonnegative(),
    content_block: z
      .object({
        type: z.string(),
        text: z.string().nullish(),
        thinking: z.string().nullish(),
        id: z.string().nullish(),
        name: z.string().nullish(),
        input: z.unknown().optional(),
      })
      .loose(),
  }),
  z.object({
    type: z.literal('content_block_delta'),
    index: z.number().int().nonnegative(),
    delta: z
      .object({
        type: z.string(),
        text: z.string().nullish(),
        thinking: z.string().nullish(),
        signature: z.string().nullish(),
        partial_json: z.string().nullish(),
      })
      .loose(),
  }),
  z.object({ type: z.literal('content_block_stop'), index: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('message_delta'),
    delta: z.object({ stop_reason: z.string().nullish() }).loose(),
    usage,
  }),
  z.object({ type: z.literal('message_stop') }),
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('error'),
    error: z.object({ type: z.string().nullish(), message: z.string().nullish() }).loose(),
  }),
])
export type AnthropicEvent = z.infer<typeof anthropicEventSchema>

export const knownAnthropicEventTypes = new Set([
  'message_start',
  'content_block_start',
  'content_block_delta',
  'content_block_stop',
  'message_delta',
  'message_stop',
  'ping',
  'error',
])
