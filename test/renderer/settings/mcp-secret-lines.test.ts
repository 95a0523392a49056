import { describe, expect, it } from 'vitest'
import type { McpServerSettings } from '../../../electron/shared/domain/mcp'
import {
  mcpSecretChanges,
  parseSecretLines,
  secretLinesText,
  valuesToReenter,
} from '../../../src/features/settings/mcp-secret-lines'

const stdio = (name: string, envNames: string[]): McpServerSettings => ({
  name,
  enabled: true,
  transport: 'stdio',
  command: 'uvx',
  args: ['ads-mcp'],
  cwd: '',
  envNames,
})

describe('environment and header lines in the MCP server form', () => {
  it('reads NAME=value and Name: value lines, a value may itself hold the separator', () => {
    expect(parseSecretLines('ADS_TOKEN=abc=def\n\n  RETRIES = 3 \nKEEP', '=')).toEqual([
      { key: 'ADS_TOKEN', value: 'abc=def' },
      { key: 'RETRIES', value: '3' },
      { key: 'KEEP', value: '' },
    ])
    expect(parseSecretLines('Authorization: Bearer a:b', ':')).toEqual([{ key: 'Authorization', value: 'Bearer a:b' }])
    expect(secretLinesText(['A', 'B'], '=')).toBe('A=\nB=')
  })

  it('stores new values, keeps an empty one as stored, removes names taken out of the list', () => {
    const before = stdio('ads', ['ADS_TOKEN', 'OLD'])
    const lines = parseSecretLines('ADS_TOKEN=\nNEW=42', '=')
    expect(mcpSecretChanges(before, false, stdio('ads', ['ADS_TOKEN', 'NEW']), lines)).toEqual([
      { name: 'mcp:ads:env:OLD', value: null },
      { name: 'mcp:ads:env:NEW', value: '42' },
    ])
  })

  it('a renamed server leaves no secrets under its old name', () => {
    const lines = parseSecretLines('ADS_TOKEN=xyz', '=')
    expect(mcpSecretChanges(stdio('ads', ['ADS_TOKEN']), false, stdio('nasa-ads', ['ADS_TOKEN']), lines)).toEqual([
      { name: 'mcp:ads:env:ADS_TOKEN', value: null },
      { name: 'mcp:nasa-ads:env:ADS_TOKEN', value: 'xyz' },
    ])
  })

  it('asks for the values again instead of losing them when a server is renamed', () => {
    const before = stdio('ads', ['ADS_TOKEN', 'RETRIES'])
    const lines = parseSecretLines('ADS_TOKEN=\nRETRIES=3', '=')
    expect(valuesToReenter(before, false, stdio('nasa-ads', ['ADS_TOKEN', 'RETRIES']), lines)).toEqual(['ADS_TOKEN'])
    expect(valuesToReenter(before, false, stdio('ads', ['ADS_TOKEN', 'RETRIES']), lines)).toEqual([])
  })
})
