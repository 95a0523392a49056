import { z } from 'zod'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function objectSchemaOf(schema: z.ZodType | undefined): z.ZodObject | null {
  let inner: unknown = schema
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
    inner = inner.unwrap()
  }
  return inner instanceof z.ZodObject ? inner : null
}

/**
 * Applies a patch guided by the schema: where the schema has a fixed-key object (a settings section), the patch
 * merges key by key, recursively; arrays, records and plain values replace what was there. `undefined` changes
 * nothing.
 */
export function mergeBySchema(
  schema: z.ZodObject,
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const shape = schema.shape as Record<string, z.ZodType>
  const result: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    const section = objectSchemaOf(shape[key])
    const current = result[key]
    result[key] =
      section && isPlainObject(current) && isPlainObject(value) ? mergeBySchema(section, current, value) : value
  }
  return result
}
