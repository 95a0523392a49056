import { z } from 'zod'
import { writeAtomic } from '../../../fs/atomic-write'
import type { SessionSandbox } from '../../../fs/path-sandbox'
import { looksBinary } from '../../../fs/text-detection'
import { readVerified } from '../../../fs/verified-read'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { withSandbox } from '../../with-sandbox'
import description from './description.md'
import { describeNearMatches, nearestMatches } from './nearest-matches'

function lineOf(content: string, index: number): number {
  let line = 1
  for (
    let position = content.indexOf('\n');
    position !== -1 && position < index;
    position = content.indexOf('\n', position + 1)
  ) {
    line++
  }
  return line
}

function occurrences(content: string, text: string): number[] {
  const found: number[] = []
  for (let index = content.indexOf(text); index !== -1; index = content.indexOf(text, index + text.length)) {
    found.push(index)
  }
  return found
}

export function createFileEditTool(deps: { sandbox: SessionSandbox }) {
  return defineTool({
    name: 'file_edit',
    ui: {
      title: { en: 'Edit file', 'zh-CN': '编辑文件' },
      doing: { en: 'Editing a file', 'zh-CN': '正在编辑文件' },
      done: { en: 'Edited a file', 'zh-CN': '已编辑文件' },
    },
    description,
    input: z.object({
      path: z
        .string()
        .min(1)
        .describe('File to edit, relative to the project folder or absolute inside an allowed folder'),
      old_string: z.string().min(1).describe('Exact text to replace'),
      new_string: z.string().describe('Replacement text'),
      replace_all: z.boolean().default(false).describe('Replace every occurrence instead of requiring exactly one'),
    }),
    defaultPermission: 'confirm',
    interruptBehavior: 'block',
    isConcurrencySafe: () => false,
    async execute(input, context) {
      if (input.old_string === input.new_string)
        return toolError('old_string and new_string are identical; nothing to do.')
      return withSandbox(deps.sandbox(context.sessionId), async (sandbox) => {
        const resolved = sandbox.resolve(input.path, 'read')
        const file = await readVerified(sandbox, resolved)
        if (looksBinary(file.content))
          return toolError(`${resolved.displayPath} is a binary file; it cannot be edited.`)
        const before = file.content.toString('utf8')
        const found = occurrences(before, input.old_string)
        if (found.length === 0) {
          return toolError(describeNearMatches(resolved.displayPath, nearestMatches(before, input.old_string)))
        }
        if (found.length > 1 && !input.replace_all) {
          const lines = found.map((index) => lineOf(before, index)).join(', ')
          return toolError(
            `old_string occurs ${found.length} times in ${resolved.displayPath} (lines ${lines}). Add surrounding ` +
              'lines to make it unique, or set replace_all to true to replace every occurrence.',
          )
        }
        const after = before.split(input.old_string).join(input.new_string)
        await writeAtomic(sandbox, resolved, after)
        context.fileState.invalidate(resolved.realPath)
        const { createTwoFilesPatch } = await import('diff')
        const patch = createTwoFilesPatch(resolved.displayPath, resolved.displayPath, before, after, '', '', {
          context: 3,
        })
        const count = found.length === 1 ? 'one occurrence' : `${found.length} occurrences`
        return toolResult(
          `Edited ${resolved.displayPath}: replaced ${count} (first at line ${lineOf(before, found[0] ?? 0)}).`,
          {
            path: resolved.displayPath,
            replacements: found.length,
            diff: patch,
          },
        )
      })
    },
  })
}
