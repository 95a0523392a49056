import { z } from 'zod'
import { mcpServerSettingsSchema, mcpServerStatusSchema } from '../../domain/mcp'

const serverInput = z.object({ name: z.string().min(1).max(64) })

const mcpResourceSchema = z.object({
  uri: z.string(),
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
})

const mcpPromptSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  arguments: z
    .array(z.object({ name: z.string(), description: z.string().optional(), required: z.boolean().optional() }))
    .default([]),
})

export const mcpCommands = {
  /** Every configured server (Settings and `--mcp-config`) with its state; starts nothing. */
  'mcp.list': { input: z.object({}), output: z.object({ servers: z.array(mcpServerStatusSchema) }) },
  /** One server's state and the tail of its log (stderr of a stdio server, connection events). */
  'mcp.status': {
    input: serverInput,
    output: z.object({ server: mcpServerStatusSchema, log: z.array(z.string()) }),
  },
  /** Starts (or restarts) an enabled server now instead of at the next run. */
  'mcp.restart': { input: serverInput, output: mcpServerStatusSchema },
  'mcp.resources': { input: serverInput, output: z.object({ resources: z.array(mcpResourceSchema) }) },
  'mcp.prompts': { input: serverInput, output: z.object({ prompts: z.array(mcpPromptSchema) }) },
  /**
   * Adds the servers of an `{"mcpServers": {…}}` file (Claude Desktop, Cursor, Cherry Studio) to Settings; a server
   * of the same name is replaced. Environment and header values go to the secret store.
   */
  'mcp.import': {
    input: z.object({ json: z.string().min(1).max(1_000_000) }),
    output: z.object({ imported: z.array(mcpServerSettingsSchema) }),
  },
} as const
