import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { FakeModelServer } from '../../helpers/fake-model/fake-model-server'
import { useTempDir } from '../../helpers/temp-dir'
import { answer, everythingServer, requestBody, startScriptedModel, toolCall } from './mcp-test-support'

const root = join(__dirname, '../../..')
const tempDir = useTempDir('astro-mcp-cli-')
let model: FakeModelServer | undefined
afterEach(async () => {
  await model?.close()
  model = undefined
})

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules/.bin/tsx'),
      ['--require', './scripts/markdown-require.cjs', 'electron/main/hosts/headless/agent-cli.ts', ...args],
      {
        cwd: root,
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    child.stdin.end()
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('agent CLI --mcp-config', () => {
  it('offers the file’s servers to the model for this run and runs their tools', async () => {
    model = await startScriptedModel([
      toolCall('mcp__everything__echo', { message: 'from the CLI' }),
      answer('Echoed.'),
    ])
    const config = join(tempDir(), 'claude_desktop_config.json')
    writeFileSync(
      config,
      JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [everythingServer, 'stdio'] } } }),
    )
    const dataDir = tempDir()
    const common = ['--data-dir', dataDir, '--base-url', `${model.url}/v1`, '--model', 'm', '--json']
    const result = await runCli(['--prompt', 'echo', '--mcp-config', config, '--yes', ...common])
    expect(result.code).toBe(0)
    const printed = result.stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as AgentEvent)
    expect(printed.find((event) => event.type === 'permission-request')).toMatchObject({
      tool: 'mcp__everything__echo',
    })
    expect(printed.find((event) => event.type === 'tool-result')).toMatchObject({
      name: 'mcp__everything__echo',
      isError: false,
      output: 'Echo: from the CLI',
    })
    const offered = requestBody(model, 0).tools?.map((tool) => tool.function.name)
    expect(offered).toContain('mcp__everything__echo')

    // For this run only: a later run without the flag offers no MCP tools.
    await runCli(['--prompt', 'again', ...common])
    const later = requestBody(model, model.requests().length - 1).tools?.map((tool) => tool.function.name)
    expect(later?.filter((name) => name.startsWith('mcp__'))).toEqual([])
  }, 90_000)

  it('exits with code 2 and says what is wrong with a bad file', async () => {
    const config = join(tempDir(), 'bad.json')
    writeFileSync(config, '{"mcpServers": {"x": {"url": "ftp://nowhere"}}}')
    const result = await runCli(['--prompt', 'hi', '--mcp-config', config, '--data-dir', tempDir()])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`--mcp-config ${config}: Nothing was imported: "x": give either "command"`)
    const missing = await runCli(['--prompt', 'hi', '--mcp-config', '/nonexistent/mcp.json', '--data-dir', tempDir()])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--mcp-config: cannot read /nonexistent/mcp.json')
  }, 60_000)
})
