import { z } from 'zod'

/** A server's name becomes part of its tools' names (`mcp__<name>__<tool>`), so it is kept to safe characters. */
export const mcpServerNameSchema = z
  .string()
  .regex(/^[a-zA-Z0-9_-]{1,32}$/, 'An MCP server name uses letters, digits, "_" or "-" (at most 32 characters).')

/**
 * One MCP server as Settings keep it. Environment values and header values may be secrets, so only their names are
 * kept here; the values live in the secret store under `mcpSecretName(...)`.
 */
const mcpStdioServerSchema = z.object({
  name: mcpServerNameSchema,
  enabled: z.boolean().default(true),
  transport: z.literal('stdio'),
  command: z.string().trim().min(1, 'A stdio MCP server needs a command.'),
  args: z.array(z.string()).default([]),
  cwd: z.string().default(''),
  envNames: z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/)).default([]),
})

const mcpHttpServerSchema = z.object({
  name: mcpServerNameSchema,
  enabled: z.boolean().default(true),
  transport: z.literal('http'),
  url: z.url({ protocol: /^https?$/, error: 'An HTTP MCP server needs an http(s) URL.' }),
  headerNames: z.array(z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/)).default([]),
})

export const mcpServerSettingsSchema = z.discriminatedUnion('transport', [mcpStdioServerSchema, mcpHttpServerSchema])
export type McpServerSettings = z.infer<typeof mcpServerSettingsSchema>

export const mcpSettingsSchema = z.object({
  servers: z
    .array(mcpServerSettingsSchema)
    .default([])
    .refine(
      (servers) => new Set(servers.map((server) => server.name)).size === servers.length,
      'Two MCP servers have the same name; rename one.',
    ),
  /** How long starting a server and listing its tools may take before it counts as failed. */
  connectTimeoutSeconds: z.number().int().positive().max(300).default(20),
})

type McpSecretKind = 'env' | 'header'

/** Where an environment or header value of a server is kept in the secret store. */
export function mcpSecretName(server: string, kind: McpSecretKind, key: string): `mcp:${string}` {
  return `mcp:${server}:${kind}:${key}`
}

const mcpServerStateSchema = z.enum(['stopped', 'starting', 'ready', 'restarting', 'failed'])
export type McpServerState = z.infer<typeof mcpServerStateSchema>

export const mcpServerStatusSchema = z.object({
  name: z.string(),
  transport: z.enum(['stdio', 'http']),
  enabled: z.boolean(),
  state: mcpServerStateSchema,
  lastError: z.string().nullable(),
  /** When the next start attempt is due (state `restarting`). */
  restartAt: z.number().nullable(),
  restarts: z.number().int().nonnegative(),
  /** Registry names of the server's tools (`mcp__<server>__<tool>`). */
  tools: z.array(z.string()),
  /** Whether the server came from `--mcp-config` for this process only, not from Settings. */
  transient: z.boolean(),
})
export type McpServerStatus = z.infer<typeof mcpServerStatusSchema>
