import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodFromJsonSchema } from '../../../electron/main/engine/mcp/json-schema-input'
import { parseMcpServersFile } from '../../../electron/main/engine/mcp/mcp-servers-file'
import { mcpToolName } from '../../../electron/main/engine/mcp/mcp-tool-name'
import { spawnableCommand } from '../../../electron/main/engine/mcp/mcp-transport'
import { restartDelayMs } from '../../../electron/main/engine/mcp/restart-backoff'
import { createServerLog } from '../../../electron/main/engine/mcp/server-log'
import { defineTool, toolResult } from '../../../electron/main/engine/tools/define-tool'
import { ToolRegistry } from '../../../electron/main/engine/tools/registry'
import { useTempDir } from '../../helpers/temp-dir'
import { testToolUi } from '../../helpers/test-tool-ui'

const tempDir = useTempDir('astro-mcp-unit-')

describe('mcpServers files', () => {
  it('reads the Claude Desktop, Cursor and Cherry Studio shapes', () => {
    const servers = parseMcpServersFile(
      JSON.stringify({
        mcpServers: {
          filesystem: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/data'] },
          'ads api': { command: 'uvx', args: ['ads-mcp'], env: { ADS_TOKEN: 'abc', RETRIES: 3 } },
          remote: { url: 'https://mcp.example.org/mcp', headers: { Authorization: 'Bearer x' } },
          cherry: { type: 'streamableHttp', baseUrl: 'http://127.0.0.1:3001/mcp', isActive: false },
          off: { command: 'node', args: ['server.js'], disabled: true },
        },
      }),
    )
    expect(servers.map((server) => [server.launch.name, server.launch.transport, server.enabled])).toEqual([
      ['filesystem', 'stdio', true],
      ['ads-api', 'stdio', true],
      ['remote', 'http', true],
      ['cherry', 'http', false],
      ['off', 'stdio', false],
    ])
    expect(servers[1]?.launch).toMatchObject({ env: { ADS_TOKEN: 'abc', RETRIES: '3' } })
    expect(servers[2]?.launch).toMatchObject({ headers: { Authorization: 'Bearer x' } })
  })

  it('names every server it cannot read and reads none of them', () => {
    expect(() =>
      parseMcpServersFile('{"mcpServers": {"old": {"type": "sse", "url": "http://x/sse"}, "empty": {}}}'),
    ).toThrow(/"old": SSE servers are not supported.*"empty": give either "command"/)
    expect(() => parseMcpServersFile('not json')).toThrow(/not JSON/)
  })

  it('keeps two names that clean up alike apart', () => {
    const names = parseMcpServersFile('{"mcpServers": {"a b": {"command": "x"}, "a/b": {"command": "y"}}}').map(
      (server) => server.launch.name,
    )
    expect(names).toEqual(['a-b', 'a-b-2'])
  })
})

describe('MCP tool names and schemas', () => {
  it('names tools mcp__server__tool within 64 characters, long names kept apart by a hash', () => {
    expect(mcpToolName('everything', 'get-sum')).toBe('mcp__everything__get-sum')
    expect(mcpToolName('x', 'read.file')).toBe('mcp__x__read_file')
    const long = mcpToolName('a-server-with-a-long-name', 'a_tool_with_an_even_longer_name_than_that_one')
    const other = mcpToolName('a-server-with-a-long-name', 'a_tool_with_an_even_longer_name_than_that_two')
    expect(long).toHaveLength(64)
    expect(long).not.toBe(other)
  })

  it('validates with the server schema, and accepts any object where zod cannot convert it', () => {
    const schema = zodFromJsonSchema({
      type: 'object',
      properties: { ra: { type: 'number', minimum: 0, maximum: 360 } },
      required: ['ra'],
    })
    expect(schema.safeParse({ ra: 10.68 }).success).toBe(true)
    expect(schema.safeParse({ ra: 400 }).success).toBe(false)
    const unconvertible = zodFromJsonSchema({ type: 'object', properties: { x: { $ref: '#/$defs/missing' } } })
    expect(unconvertible.safeParse({ x: 1 }).success).toBe(true)
  })
})

describe('the registry with a tool source', () => {
  const builtIn = defineTool({
    name: 'echo',
    ui: testToolUi('echo'),
    description: 'built-in',
    input: z.object({}),
    execute: async () => toolResult('built-in'),
  })
  const fromSource = (name: string) => ({ ...builtIn, name, description: 'from the source' })

  it('lists and finds the source tools at each call, sorted, never shadowing a registered tool', () => {
    const offered = [fromSource('mcp__s__b'), fromSource('echo'), fromSource('create_artifact')]
    const registry = ToolRegistry.of([builtIn]).attachSource({ tools: () => offered })
    expect(registry.names()).toEqual(['echo', 'mcp__s__b'])
    expect(registry.get('echo')?.description).toBe('built-in')
    offered.push(fromSource('mcp__s__a'))
    expect(registry.names()).toEqual(['echo', 'mcp__s__a', 'mcp__s__b'])
    expect(registry.has('mcp__s__a')).toBe(true)
  })

  it('sends a declared JSON Schema to providers as it is', () => {
    const parameters = { type: 'object', properties: { q: { type: 'string', pattern: '^[A-Z]' } } }
    const registry = ToolRegistry.empty().attachSource({
      tools: () => [{ ...fromSource('mcp__s__q'), inputJsonSchema: { $schema: 'draft-07', ...parameters } }],
    })
    expect(registry.definitions()[0]?.parameters).toEqual(parameters)
  })
})

describe('restart back-off and the server log', () => {
  it('doubles the delay up to its ceiling and gives up after the last attempt', () => {
    const backoff = { retries: 5, minTimeoutMs: 1000, maxTimeoutMs: 5000 }
    expect([1, 2, 3, 4, 5].map((failures) => restartDelayMs(backoff, failures))).toEqual([1000, 2000, 4000, 5000, null])
  })

  it('keeps a redacted tail in memory and everything in a file rotated once past its size', () => {
    const file = join(tempDir(), 'mcp', 'srv.log')
    const log = createServerLog({
      file,
      redact: (text) => text.replaceAll('s3cret', '[redacted]'),
      now: () => Date.UTC(2026, 0, 1),
      maxLines: 3,
      maxFileBytes: 200,
    })
    log.append('token=s3cret\nline two\n\n')
    log.append('line three\nline four')
    expect(log.tail()).toEqual([
      '2026-01-01T00:00:00.000Z line two',
      '2026-01-01T00:00:00.000Z line three',
      '2026-01-01T00:00:00.000Z line four',
    ])
    expect(readFileSync(file, 'utf8')).toContain('token=[redacted]')
    for (let index = 0; index < 10; index++) log.append(`more output ${index}`)
    const rotated = readFileSync(`${file}.1`, 'utf8')
    expect(rotated).toContain('more output')
    expect(statSync(file).size).toBeLessThan(200 + 60)
    expect(readFileSync(file, 'utf8')).toContain('more output 9')
  })
})

describe('commands of stdio servers', () => {
  it('runs npx-style shims through cmd.exe on Windows only', () => {
    expect(spawnableCommand('npx', ['-y', 'pkg'], 'win32')).toEqual({
      command: 'cmd.exe',
      args: ['/d', '/s', '/c', 'npx', '-y', 'pkg'],
    })
    expect(spawnableCommand('C:\\Program Files\\nodejs\\node.exe', ['s.js'], 'win32')).toEqual({
      command: 'C:\\Program Files\\nodejs\\node.exe',
      args: ['s.js'],
    })
    expect(spawnableCommand('npx', ['-y', 'pkg'], 'linux')).toEqual({ command: 'npx', args: ['-y', 'pkg'] })
  })
})
