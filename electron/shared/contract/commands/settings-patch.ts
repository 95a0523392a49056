import { z } from 'zod'
import { type Settings, settingsSchema } from '../../domain/settings'

/** Objects become partial all the way down; arrays, records and plain values are replaced whole. */
export type DeepPartialObjects<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartialObjects<T[K]> }
    : T

export type SettingsPatch = DeepPartialObjects<Settings>
export type SettingsPatchInput = DeepPartialObjects<z.input<typeof settingsSchema>>

/**
 * The same checks as the schema, minus its defaults: every key is optional and an absent key stays absent, so a patch
 * never resets what it does not mention. Unknown keys are refused.
 */
function withoutDefaults(schema: z.ZodType): z.ZodType {
  const inner = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema
  if (!(inner instanceof z.ZodObject)) return inner
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
    shape[key] = withoutDefaults(field).optional()
  }
  return z.strictObject(shape)
}

export const settingsPatchSchema = withoutDefaults(settingsSchema) as unknown as z.ZodType<
  SettingsPatch,
  SettingsPatchInput
>
