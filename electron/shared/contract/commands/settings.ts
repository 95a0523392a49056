import { z } from 'zod'
import { providerSettingsSchema, secretNameSchema, settingsSchema } from '../../domain/settings'
import { settingsPatchSchema } from './settings-patch'

/** Settings as the renderer sees them: secrets are reported as present or not, never returned. */
export const settingsViewSchema = z.object({
  settings: settingsSchema,
  secretsSet: z.array(secretNameSchema),
})

export const settingsCommands = {
  'settings.get': { input: z.object({}), output: settingsViewSchema },
  'settings.set': {
    input: z.object({
      patch: settingsPatchSchema.default({}),
      /** Write-only: a string stores the secret, null removes it. */
      secrets: z.array(z.object({ name: secretNameSchema, value: z.string().max(10_000).nullable() })).default([]),
    }),
    output: settingsViewSchema,
  },
  'provider.test': {
    input: z.object({ provider: providerSettingsSchema, apiKey: z.string().max(10_000).optional() }),
    output: z.object({
      ok: z.boolean(),
      message: z.string(),
      latencyMs: z.number().nonnegative(),
      models: z.array(z.string()).default([]),
    }),
  },
} as const
