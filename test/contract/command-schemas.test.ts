import { faker } from '@faker-js/faker'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { fake, seed, setFaker } from 'zod-schema-faker/v4'
import { type CommandName, commandNames, commands } from '../../electron/shared/contract/commands'
import { roundTrip } from './round-trip'

setFaker(faker)

const provider = {
  id: 'deepseek',
  name: 'DeepSeek',
  kind: 'openai',
  baseUrl: 'https://api.deepseek.com/v1',
  model: 'deepseek-chat',
  toolProtocol: 'native',
  contextWindow: 64_000,
}
const session = {
  id: 'a3c1',
  title: 'NGC 4258 maser disk',
  projectDir: null,
  providerId: 'deepseek',
  model: 'deepseek-chat',
  pinned: true,
  createdAt: 1,
  updatedAt: 2,
}

/** Realistic values for the foundation's commands, beside the generated ones every command gets. */
const handWritten: Partial<Record<CommandName, { input: unknown; output: unknown }>> = {
  'app.info': {
    input: {},
    output: {
      name: 'AstroResearch',
      version: '0.1.0',
      host: 'headless',
      dataDir: '/home/ada/.local/share/AstroResearch',
      sqliteVersion: '3.53.2',
      vecVersion: 'v0.1.9',
    },
  },
  'session.create': { input: { title: 'M31 rotation curve', projectDir: '/home/ada/m31' }, output: session },
  'session.list': { input: {}, output: [session] },
  'session.get': { input: { id: 'a3c1' }, output: session },
  'session.rename': { input: { id: 'a3c1', title: 'Renamed' }, output: session },
  'session.delete': { input: { id: 'a3c1' }, output: { deleted: true } },
  'session.setModel': { input: { id: 'a3c1', providerId: 'deepseek', model: 'deepseek-chat' }, output: session },
  'session.setPinned': { input: { id: 'a3c1', pinned: true }, output: session },
  'session.editPrompt': {
    input: { sessionId: 'a3c1', runId: 'run_1', prompt: 'The NGC 4258 distance instead' },
    output: { runId: 'run_2' },
  },
  'provider.models': {
    input: { kind: 'openai', baseUrl: 'http://127.0.0.1:11434/v1' },
    output: { models: ['qwen2.5:7b-instruct'] },
  },
  'settings.get': { input: {}, output: { settings: { providers: [provider] }, secretsSet: ['provider:deepseek'] } },
  'settings.set': {
    input: {
      patch: { theme: 'dark', permissions: { timeoutSeconds: 60 } },
      secrets: [{ name: 'ads-token', value: null }],
    },
    output: { settings: { theme: 'dark' }, secretsSet: [] },
  },
  'tools.list': {
    input: {},
    output: {
      tools: [
        {
          name: 'read_file',
          ui: {
            title: { en: 'Read file', 'zh-CN': '读取文件' },
            doing: { en: 'Reading a file', 'zh-CN': '正在读取文件' },
            done: { en: 'Read a file', 'zh-CN': '已读取文件' },
          },
          defaultPermission: 'auto',
          origin: 'builtin',
        },
        {
          name: 'mcp__everything__echo',
          ui: {
            title: { en: 'echo (everything)', 'zh-CN': 'echo（everything）' },
            doing: { en: 'Running echo on everything', 'zh-CN': '正在 everything 上运行 echo' },
            done: { en: 'Ran echo on everything', 'zh-CN': '已在 everything 上运行 echo' },
          },
          defaultPermission: 'confirm',
          origin: 'mcp',
        },
      ],
      permissionTimeoutSeconds: 300,
    },
  },
  'provider.test': {
    input: { provider, apiKey: 'sk-example' },
    output: { ok: false, message: 'The provider refused the API key (HTTP 401).', latencyMs: 12.5, models: [] },
  },
}

/**
 * A generated payload the schema accepts: the faker knows a schema's shape but not its refinements (library.add needs an
 * identifier or a record, and may draw neither), so such a draw is made again.
 */
function acceptedSample(schema: z.ZodType): unknown {
  for (let draw = 0; draw < 20; draw += 1) {
    const sample = fake(schema)
    if (schema.safeParse(sample).success) return sample
  }
  throw new Error('20 generated payloads in a row were refused by their own schema')
}

describe('contract: command payloads', () => {
  describe.each(commandNames)('%s', (name) => {
    const command = commands[name]

    it('generated inputs and outputs survive JSON and zod unchanged', () => {
      seed(name.length * 7919)
      for (let attempt = 0; attempt < 5; attempt += 1) {
        for (const schema of [command.input, command.output]) {
          const sample = acceptedSample(schema)
          const { sent, received } = roundTrip(schema, sample)
          expect(received).toEqual(sent)
        }
      }
    })

    const written = handWritten[name]
    if (written) {
      it('hand-written samples survive JSON and zod unchanged', () => {
        for (const [schema, sample] of [
          [command.input, written.input],
          [command.output, written.output],
        ] as const) {
          const { sent, received } = roundTrip(schema, sample)
          expect(received).toEqual(sent)
        }
      })
    }
  })

  it('settings.set keeps a patch as sent: no defaults fill in what the caller left out', () => {
    const parsed = commands['settings.set'].input.parse({ patch: { permissions: { timeoutSeconds: 60 } } })
    expect(parsed).toEqual({ patch: { permissions: { timeoutSeconds: 60 } }, secrets: [] })
    expect(commands['settings.set'].input.parse({})).toEqual({ patch: {}, secrets: [] })
  })

  it('settings.set refuses unknown setting names instead of dropping them', () => {
    expect(commands['settings.set'].input.safeParse({ patch: { themme: 'dark' } }).success).toBe(false)
    expect(commands['settings.set'].input.safeParse({ patch: { tools: { maxStep: 3 } } }).success).toBe(false)
  })

  it('inputs are refused when malformed', () => {
    expect(commands['session.rename'].input.safeParse({ id: 'a', title: '   ' }).success).toBe(false)
    expect(commands['session.get'].input.safeParse({}).success).toBe(false)
    expect(commands['provider.test'].input.safeParse({ provider: { ...provider, baseUrl: 'nope' } }).success).toBe(
      false,
    )
  })
})
