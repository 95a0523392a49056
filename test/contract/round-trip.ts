import type { z } from 'zod'

/**
 * What a transport does to a value: parse, send as JSON, parse again on the other side. Returns both parses so a test
 * can compare them; throws (with the schema's message) when either parse fails.
 */
export function roundTrip(schema: z.ZodType, sample: unknown): { sent: unknown; received: unknown } {
  const sent = schema.parse(sample)
  const received = schema.parse(JSON.parse(JSON.stringify(sent)))
  return { sent, received }
}
