import { describe, expect, it } from 'vitest'
import { PathSandbox } from '../../../electron/main/engine/fs/path-sandbox'
import { createFileEditTool } from '../../../electron/main/engine/tools/builtin/file-edit'
import { createFileWriteTool } from '../../../electron/main/engine/tools/builtin/file-write'
import { createGlobFilesTool } from '../../../electron/main/engine/tools/builtin/glob-files'
import { createGrepFilesTool } from '../../../electron/main/engine/tools/builtin/grep-files'
import { createReadFileTool } from '../../../electron/main/engine/tools/builtin/read-file'
import { createRunBashTool } from '../../../electron/main/engine/tools/builtin/run-bash'
import { createWebFetchTool } from '../../../electron/main/engine/tools/builtin/web-fetch'
import { createWebSearchTool } from '../../../electron/main/engine/tools/builtin/web-search'
import { providerToolDefinition } from '../../../electron/main/engine/tools/tool-json-schema'

const files = { sandbox: () => new PathSandbox([]) }
const tools = [
  createReadFileTool(files),
  createGrepFilesTool(files),
  createGlobFilesTool(files),
  createRunBashTool({ ...files, dataDir: '/nonexistent-data-dir' }),
  createFileWriteTool(files),
  createFileEditTool(files),
  createWebSearchTool({ search: () => ({ backend: 'brave', baseUrl: '', apiKey: async () => null }) }),
  createWebFetchTool({ fetch: () => ({ allowPrivateNetwork: false }) }),
]

/** An input each tool accepts; a command that writes files is what run_bash is declared for. */
const sampleInputs: Record<string, Record<string, unknown>> = {
  read_file: { path: 'notes.md' },
  grep_files: { pattern: 'Cepheid' },
  glob_files: { pattern: '**/*.fits' },
  run_bash: { command: 'python3 fit.py > fit.log' },
  file_write: { path: 'notes.md', content: 'x' },
  file_edit: { path: 'notes.md', old_string: 'x', new_string: 'y' },
  web_search: { query: 'TRAPPIST-1' },
  web_fetch: { url: 'https://arxiv.org/abs/2401.00010' },
}

describe('filesystem and web tool declarations', () => {
  it('exports the eight tools with the seeds’ flags', () => {
    const flags = Object.fromEntries(
      tools.map((tool) => [
        tool.name,
        [
          tool.defaultPermission ?? 'auto',
          tool.interruptBehavior ?? 'cancel',
          tool.isConcurrencySafe?.(tool.input.parse(sampleInputs[tool.name] ?? {})) ?? false,
        ],
      ]),
    )
    expect(flags).toEqual({
      read_file: ['auto', 'cancel', true],
      grep_files: ['auto', 'cancel', true],
      glob_files: ['auto', 'cancel', true],
      run_bash: ['confirm', 'cancel', false],
      file_write: ['confirm', 'block', false],
      file_edit: ['confirm', 'block', false],
      web_search: ['auto', 'cancel', true],
      web_fetch: ['confirm', 'cancel', true],
    })
  })

  it('gives every tool a JSON Schema with its required parameters', () => {
    const required = Object.fromEntries(
      tools.map((tool) => [tool.name, providerToolDefinition(tool).parameters.required]),
    )
    expect(required).toEqual({
      read_file: ['path'],
      grep_files: ['pattern'],
      glob_files: ['pattern'],
      run_bash: ['command'],
      file_write: ['path', 'content'],
      file_edit: ['path', 'old_string', 'new_string'],
      web_search: ['query'],
      web_fetch: ['url'],
    })
  })
})
