import { z } from 'zod'
import { catalogSettingsSchema, defaultCatalogSettings } from './catalog-services'
import { mcpSettingsSchema } from './mcp'

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
  /** The model accepts images (view_image hands it pictures); absent or false for text-only models. */
  acceptsImages: z.boolean().optional(),
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
  /** Off keeps the hook in the list without running it. */
  enabled: z.boolean().default(true),
})

export const webSearchSettingsSchema = z.object({
  /** `none` until the user picks a service: each needs an account (a key) or an instance of their own. */
  backend: z.enum(['none', 'bocha', 'tavily', 'brave', 'searxng']).default('none'),
  baseUrl: z.string().default(''),
})

/**
 * Where passage vectors come from. `none` keeps retrieval lexical (keywords); `openai` is any OpenAI-compatible
 * `/embeddings` server (key in the secret `embeddings-key`); `local` runs an ONNX model downloaded into the data dir,
 * or read from a folder the user names.
 */
export const embeddingSettingsSchema = z.object({
  kind: z.enum(['none', 'openai', 'local']).default('none'),
  openai: z
    .object({
      baseUrl: z.url().default('http://127.0.0.1:11434/v1'),
      model: z.string().default('nomic-embed-text'),
      /** Vector size; null asks the server once (one short text) and keeps its answer. */
      dimensions: z.number().int().min(8).max(4096).nullable().default(null),
    })
    .default({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'nomic-embed-text', dimensions: null }),
  local: z
    .object({
      model: z.string().min(1).default('Xenova/bge-small-en-v1.5'),
      /** A Hugging Face hub or a mirror with its layout: `<base>/<model>/resolve/main/<file>`. */
      downloadBaseUrl: z.url().default('https://huggingface.co'),
      /** An absolute folder holding the model's files (config.json, tokenizer.json, onnx/model.onnx); '' = download. */
      folder: z.string().default(''),
    })
    .default({ model: 'Xenova/bge-small-en-v1.5', downloadBaseUrl: 'https://huggingface.co', folder: '' }),
})
export type EmbeddingSettings = z.infer<typeof embeddingSettingsSchema>
/** A user-defined agent (Settings → Agents); one named like a built-in agent replaces it. */
export const agentProfileSettingsSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/, 'Use lowercase letters, digits, "_" or "-", starting with a letter.'),
  description: z.string().default(''),
  prompt: z.string().default(''),
  tools: z.array(z.string().min(1)).default([]),
  /** Run by the app itself (a hook's or a skill's agent), never handed work by call_subagent nor offered to the lead. */
  internal: z.boolean().optional(),
})
export type AgentProfileSettings = z.infer<typeof agentProfileSettingsSchema>

/** An arXiv category as the API names it: astro-ph, astro-ph.EP, gr-qc, cs.LG. */
export const arxivCategorySchema = z
  .string()
  .trim()
  .regex(/^[a-z-]+(\.[A-Za-z-]+)?$/, 'an arXiv category such as astro-ph.EP')

/**
 * Citation alerts (an ADS token in Settings → Services): new papers citing the reader's own papers (by ORCID iD, or
 * their name as ADS writes it) or any paper in the chosen collections, entered at ADS in the last `days` days.
 */
export const digestCitationSettingsSchema = z.object({
  orcid: z
    .string()
    .trim()
    .regex(/^(\d{4}-){3}\d{3}[\dX]$/, 'An ORCID iD reads like 0000-0002-1825-0097.')
    .or(z.literal(''))
    .default(''),
  author: z.string().trim().max(200).default(''),
  collections: z.array(z.string().trim().min(1)).max(50).default([]),
  days: z.number().int().min(1).max(90).default(7),
})
export type DigestCitationSettings = z.infer<typeof digestCitationSettingsSchema>
const DEFAULT_DIGEST_CITATIONS: DigestCitationSettings = { orcid: '', author: '', collections: [], days: 7 }

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
      /** Crossref's REST API (`GET {base}/works/{doi}`), for DOIs neither ADS nor arXiv knows. */
      crossrefBaseUrl: z.url().default('https://api.crossref.org'),
      webSearch: webSearchSettingsSchema.default({ backend: 'none', baseUrl: '' }),
      /** A Jina Reader compatible service for web_fetch (`GET {base}/{url}` → Markdown); empty: extract locally. */
      readerBaseUrl: z.union([z.literal(''), z.url()]).default(''),
      /** An HTTP(S) proxy for the library's requests (arXiv, ADS, Sesame, downloads); empty: connect directly. */
      proxyUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
      allowPrivateNetworkFetch: z.boolean().default(false),
      /** TAP services for query_catalog and the Catalogues panel. */
      catalogs: catalogSettingsSchema.default(defaultCatalogSettings),
    })
    .default({
      arxivBaseUrl: 'https://export.arxiv.org',
      adsBaseUrl: 'https://api.adsabs.harvard.edu',
      sesameBaseUrl: 'https://cds.unistra.fr',
      crossrefBaseUrl: 'https://api.crossref.org',
      webSearch: { backend: 'none', baseUrl: '' },
      readerBaseUrl: '',
      proxyUrl: '',
      allowPrivateNetworkFetch: false,
      catalogs: defaultCatalogSettings,
    }),
  retrieval: z
    .object({
      /** Let the configured model re-order the top passages of every library search (one extra completion). */
      rerank: z.boolean().default(false),
    })
    .default({ rerank: false }),
  embeddings: embeddingSettingsSchema.default({
    kind: 'none',
    openai: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'nomic-embed-text', dimensions: null },
    local: { model: 'Xenova/bge-small-en-v1.5', downloadBaseUrl: 'https://huggingface.co', folder: '' },
  }),
  library: z
    .object({
      /** After adding a paper, download its open copy in the background. */
      autoDownload: z.boolean().default(true),
      /** After a download (or a PDF added from disk), parse it in the background. */
      autoParse: z.boolean().default(true),
    })
    .default({ autoDownload: true, autoParse: true }),
  analysis: z
    .object({
      /**
       * The Python the analysis agent is told about and that the environment check runs; '' = a venv or conda env in
       * the project folder (.venv, venv, env, .conda), else python3 on the PATH.
       */
      pythonPath: z.string().default(''),
    })
    .default({ pythonPath: '' }),
  memory: z
    .object({
      /** Off: no memory is recalled into a session and save_memory keeps nothing (the stored ones stay). */
      enabled: z.boolean().default(true),
    })
    .default({ enabled: true }),
  digest: z
    .object({
      /** arXiv categories of the morning listing, e.g. astro-ph.EP. */
      categories: z.array(arxivCategorySchema).default([]),
      /** Also list papers cross-listed into the categories from elsewhere. */
      crossLists: z.boolean().default(true),
      /** Authors whose new papers always rank high. */
      authors: z.array(z.string().trim().min(1)).default([]),
      /** Words or names whose mention ranks a paper higher (e.g. TRAPPIST-1). */
      keywords: z.array(z.string().trim().min(1)).default([]),
      /** How many ranked papers to show. */
      count: z.number().int().min(1).max(500).default(25),
      /** Fetch the listing when the app starts and once a day while it runs. */
      fetchAtStartUp: z.boolean().default(false),
      citations: digestCitationSettingsSchema.default(DEFAULT_DIGEST_CITATIONS),
    })
    .default({
      categories: [],
      crossLists: true,
      authors: [],
      keywords: [],
      count: 25,
      fetchAtStartUp: false,
      citations: DEFAULT_DIGEST_CITATIONS,
    }),
  prices: z.record(z.string(), priceSchema).default({}),
  hooks: z.array(hookCommandSchema).default([]),
  skills: z
    .object({
      /** Skills switched off in Settings → Skills: not offered to the model and not loadable. */
      disabled: z.array(z.string()).default([]),
    })
    .default({ disabled: [] }),
  mcp: mcpSettingsSchema.default({ servers: [], connectTimeoutSeconds: 20 }),
  agents: z.array(agentProfileSettingsSchema).default([]),
})
export type Settings = z.infer<typeof settingsSchema>

/** Names of secrets the engine keeps in the host's secret store; values never leave the engine. */
export const secretNameSchema = z.union([
  z.templateLiteral(['provider:', z.string()]),
  z.templateLiteral(['mcp:', z.string()]),
  z.enum(['ads-token', 'web-search-key', 'embeddings-key']),
])
export type SecretName = z.infer<typeof secretNameSchema>
