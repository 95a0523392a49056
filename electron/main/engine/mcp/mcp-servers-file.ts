import { z } from 'zod'
import { type McpServerSettings, mcpSecretName } from '../../../shared/domain/mcp'
import type { SecretName } from '../../../shared/domain/settings'
import type { McpLaunch } from './mcp-launch'

const stringRecord = z.record(z.string(), z.coerce.string()).default({})

/**
 * One entry of the `mcpServers` object shared by Claude Desktop, Cursor, Cline and Cherry Studio: `command`/`args`/
 * `env` for a stdio server, `url` (Cherry Studio: `baseUrl`) and `headers` for a streamable-HTTP one. `disabled: true`
 * (Cline) and `isActive: false` (Cherry Studio) import the server switched off.
 */
const fileEntrySchema = z
  .object({
    type: z.string().optional(),
    command: z.string().optional(),
    args: z.array(z.coerce.string()).default([]),
    env: stringRecord,
    cwd: z.string().optional(),
    url: z.string().optional(),
    baseUrl: z.string().optional(),
    headers: stringRecord,
    disabled: z.boolean().optional(),
    isActive: z.boolean().optional(),
  })
  .loose()

const fileSchema = z.object({ mcpServers: z.record(z.string(), fileEntrySchema) })

interface ImportedMcpServer {
  launch: McpLaunch
  enabled: boolean
}

export class McpConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'McpConfigError'
  }
}

/** Reads an `{"mcpServers": {…}}` document; every problem is named with its server, and nothing is half-read. */
export function parseMcpServersFile(text: string): ImportedMcpServer[] {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new McpConfigError(`The file is not JSON (${error instanceof Error ? error.message : String(error)}).`)
  }
  const parsed = fileSchema.safeParse(json)
  if (!parsed.success) {
    throw new McpConfigError(
      `The file has no valid "mcpServers" object: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ')}.`,
    )
  }
  const used = new Set<string>()
  const problems: string[] = []
  const servers: ImportedMcpServer[] = []
  for (const [key, entry] of Object.entries(parsed.data.mcpServers)) {
    const name = uniqueName(safeName(key), used)
    const enabled = entry.disabled !== true && entry.isActive !== false
    const url = entry.url ?? entry.baseUrl
    const type = entry.type?.toLowerCase()
    if (type === 'sse') {
      problems.push(`"${key}": SSE servers are not supported; use the server's streamable HTTP address instead`)
    } else if (entry.command?.trim()) {
      servers.push({
        enabled,
        launch: {
          name,
          transport: 'stdio',
          command: entry.command.trim(),
          args: entry.args,
          cwd: entry.cwd ?? '',
          env: entry.env,
        },
      })
    } else if (url && /^https?:\/\//i.test(url) && z.url().safeParse(url).success) {
      servers.push({ enabled, launch: { name, transport: 'http', url, headers: entry.headers } })
    } else {
      problems.push(`"${key}": give either "command" (a stdio server) or an http(s) "url"`)
    }
  }
  if (problems.length > 0) throw new McpConfigError(`Nothing was imported: ${problems.join('; ')}.`)
  return servers
}

/** A server as Settings keep it, and the secret values to store beside it. */
export function toSettingsEntry(imported: ImportedMcpServer): {
  server: McpServerSettings
  secrets: { name: SecretName; value: string }[]
} {
  const { launch, enabled } = imported
  if (launch.transport === 'stdio') {
    return {
      server: {
        name: launch.name,
        enabled,
        transport: 'stdio',
        command: launch.command,
        args: launch.args,
        cwd: launch.cwd,
        envNames: Object.keys(launch.env),
      },
      secrets: Object.entries(launch.env).map(([key, value]) => ({
        name: mcpSecretName(launch.name, 'env', key),
        value,
      })),
    }
  }
  return {
    server: {
      name: launch.name,
      enabled,
      transport: 'http',
      url: launch.url,
      headerNames: Object.keys(launch.headers),
    },
    secrets: Object.entries(launch.headers).map(([key, value]) => ({
      name: mcpSecretName(launch.name, 'header', key),
      value,
    })),
  }
}

function safeName(key: string): string {
  const name = key
    .replace(/[^a-zA-Z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
  return name === '' ? 'server' : name
}

function uniqueName(name: string, used: Set<string>): string {
  let candidate = name
  for (let index = 2; used.has(candidate); index++) candidate = `${name.slice(0, 28)}-${index}`
  used.add(candidate)
  return candidate
}
