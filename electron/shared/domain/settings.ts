import { z } from 'zod'

export const providerKindSchema = z.enum(['openai', 'anthropic'])
export const toolProtocolSchema = z.enum(['native', 'xml'])

export const providerSettingsSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  kind: providerKindSchema,
  baseUrl: z.url(),
  model: z.string().min(1),
  toolProtocol: toolProtocolSchema.default('native'),
  contextWindow: z.number().int().positive().default(128_000),
  /** Sampling temperature sent with every request; absent: the server's default. */
  temperature: z.number().min(0).max(2).optional(),
  /** Longest answer per step, in tokens; absent: the server's default (Anthropic: the adapter's). */
  maxOutputTokens: z.number().int().positive().max(1_000_000).optional(),
})
export type ProviderSettings = z.infer<typeof providerSettingsSchema>

export const priceSchema = z.object({
  inputPerMillion: z.number().nonnegative(),
  outputPerMillion: z.number().nonnegative(),
  cachedInputPerMillion: z.number().nonnegative().default(0),
})

export const permissionRuleSchema = z.object({
  id: z.string(),
  effect: z.enum(['deny', 'allow', 'ask']),
  /** Tool name or `*`. */
  tool: z.string().min(1),
  /** Agent the rule applies to, or `*` for every agent. */
  agent: z.string().default('*'),
  reason: z.string().default(''),
  source: z.enum(['default', 'user', 'session', 'project']).default('user'),
})
export type PermissionRule = z.infer<typeof permissionRuleSchema>

export const hookCommandSchema = z.object({
  event: z.enum(['PreToolUse', 'PostToolUse']),
  /** Tool name or `*`. */
  matcher: z.string().default('*'),
  command: z.string().min(1),
  timeoutMs: z.number().int().positive().max(120_000).default(10_000),
})

export const webSearchSettingsSchema = z.object({
  backend: z.enum(['bocha', 'tavily', 'brave', 'searxng']).default('bocha'),
  baseUrl: z.string().default(''),
})

export const settingsSchema = z.object({
  language: z.enum(['en', 'zh-CN']).default('en'),
  theme: z.enum(['system', 'light', 'dark']).default('system'),
  providers: z.array(providerSettingsSchema).default([]),
  activeProviderId: z.string().nullable().default(null),
  libraryDir: z.string().default(''),
  permissions: z
    .object({
      timeoutSeconds: z.number().int().positive().max(3600).default(300),
      rules: z.array(permissionRuleSchema).default([]),
      agentLevels: z.record(z.string(), z.record(z.string(), z.enum(['auto', 'confirm']))).default({}),
    })
    .default({ timeoutSeconds: 300, rules: [], agentLevels: {} }),
  tools: z
    .object({
      timeoutSeconds: z.number().int().positive().max(3600).default(120),
      maxSteps: z.number().int().positive().max(200).default(25),
      duplicateCallThreshold: z.number().int().min(2).default(3),
    })
    .default({ timeoutSeconds: 120, maxSteps: 25, duplicateCallThreshold: 3 }),
  services: z
    .object({
      arxivBaseUrl: z.url().default('https://export.arxiv.org'),
      adsBaseUrl: z.url().default('https://api.adsabs.harvard.edu'),
      sesameBaseUrl: z.url().default('https://cds.unistra.fr'),
      webSearch: webSearchSettingsSchema.default({ backend: 'bocha', baseUrl: '' }),
      allowPrivateNetworkFetch: z.boolean().default(false),
    })
    .default({
      arxivBaseUrl: 'https://export.arxiv.org',
      adsBaseUrl: 'https://api.adsabs.harvard.edu',
      sesameBaseUrl: 'https://cds.unistra.fr',
      webSearch: { backend: 'bocha', baseUrl: '' },
      allowPrivateNetworkFetch: false,
    }),
  prices: z.record(z.string(), priceSchema).default({}),
  hooks: z.array(hookCommandSchema).default([]),
})
export type Settings = z.infer<typeof settingsSchema>

/** Names of secrets the engine keeps in the host's secret store; values never leave the engine. */
export const secretNameSchema = z.union([
  z.templateLiteral(['provider:', z.string()]),
  z.enum(['ads-token', 'web-search-key']),
])
export type SecretName = z.infer<typeof secretNameSchema>
