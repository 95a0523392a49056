import { describe, expect, it } from 'vitest'
import { filesystemTools } from '../../../electron/main/engine/tools/builtin/filesystem-tools'
import { webTools } from '../../../electron/main/engine/tools/builtin/web-tools'
import { providerToolDefinition } from '../../../electron/main/engine/tools/tool-json-schema'

describe('filesystem and web tool declarations', () => {
  it('exports the eight tools with the seeds’ flags', () => {
    const flags = Object.fromEntries(
      [...filesystemTools, ...webTools].map((tool) => [
        tool.name,
        [tool.defaultPermission ?? 'auto', tool.interruptBehavior ?? 'cancel', tool.isConcurrencySafe?.({}) ?? false],
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
      [...filesystemTools, ...webTools].map((tool) => [tool.name, providerToolDefinition(tool).parameters.required]),
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
