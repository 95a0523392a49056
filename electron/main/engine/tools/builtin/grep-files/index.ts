import { z } from 'zod'
import { listFiles } from '../../../fs/list-files'
import type { SessionSandbox } from '../../../fs/path-sandbox'
import { SandboxError } from '../../../fs/sandbox-error'
import { looksBinary } from '../../../fs/text-detection'
import { readVerified } from '../../../fs/verified-read'
import { withLineMatcher } from '../../../regex/line-matcher'
import { RegexDeadlineError } from '../../../regex/regex-deadline-error'
import { defineTool, toolError, toolResult } from '../../define-tool'
import { withSandbox } from '../../with-sandbox'
import description from './description.md'
import { searchFile } from './search-file'

const MAX_FILE_BYTES = 2 * 1024 * 1024
const MAX_FILES_SCANNED = 20_000

function compile(pattern: string, fixedStrings: boolean, ignoreCase: boolean): RegExp {
  const source = fixedStrings ? pattern.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&') : pattern
  return new RegExp(source, ignoreCase ? 'iu' : 'u')
}

export function createGrepFilesTool(deps: { sandbox: SessionSandbox }) {
  return defineTool({
    name: 'grep_files',
    ui: {
      title: { en: 'Search files', 'zh-CN': '搜索文件' },
      doing: { en: 'Searching files', 'zh-CN': '正在搜索文件' },
      done: { en: 'Searched files', 'zh-CN': '已搜索文件' },
    },
    description,
    input: z.object({
      pattern: z.string().min(1).describe('JavaScript regular expression (or literal text with fixed_strings)'),
      path: z.string().min(1).default('.').describe('File or folder to search (default: the project folder)'),
      glob: z.string().min(1).optional().describe('Only search files matching this glob, e.g. "**/*.py"'),
      ignore_case: z.boolean().default(false).describe('Case-insensitive search'),
      fixed_strings: z.boolean().default(false).describe('Treat the pattern as literal text'),
      context: z.number().int().min(0).max(10).default(0).describe('Lines of context before and after each match'),
      max_count: z.number().int().min(1).max(1000).default(100).describe('Stop after this many matching lines in all'),
    }),
    isConcurrencySafe: () => true,
    interruptBehavior: 'cancel',
    async execute(input, context) {
      let regex: RegExp
      try {
        regex = compile(input.pattern, input.fixed_strings, input.ignore_case)
      } catch (error) {
        return toolError(`Invalid regular expression ${JSON.stringify(input.pattern)}: ${(error as Error).message}`)
      }
      return withSandbox(deps.sandbox(context.sessionId), (sandbox) =>
        withLineMatcher(regex, { signal: context.signal }, async (matcher) => {
          const target = sandbox.resolve(input.path, 'file-or-directory')
          let files: string[]
          let refused = 0
          if (target.kind === 'file') {
            files = [target.realPath]
          } else {
            const listed = await listFiles(sandbox, target, [input.glob ?? '**/*'], context.signal)
            files = listed.files.slice(0, MAX_FILES_SCANNED)
            refused = listed.refused
          }
          const output: string[] = []
          let matches = 0
          let matchedFiles = 0
          let skipped = 0
          for (const file of files) {
            context.signal.throwIfAborted()
            if (matches >= input.max_count) break
            let content: Buffer
            try {
              content = (await readVerified(sandbox, sandbox.resolve(file, 'read'), MAX_FILE_BYTES)).content
            } catch (error) {
              if (!(error instanceof SandboxError)) throw error
              skipped++
              continue
            }
            if (looksBinary(content)) {
              skipped++
              continue
            }
            const found = await searchFile(
              sandbox.displayPath(file),
              content.toString('utf8'),
              matcher,
              input.context,
              input.max_count - matches,
            )
            if (found.matchCount === 0) continue
            if (matchedFiles > 0 && input.context > 0) output.push('--')
            output.push(...found.lines)
            matches += found.matchCount
            matchedFiles++
          }
          const metadata = { matches, files: matchedFiles, scanned: files.length, skipped, refused }
          if (matches === 0) {
            return toolResult(
              `No matches for /${input.pattern}/ in ${target.displayPath} (${files.length} files searched).`,
              metadata,
            )
          }
          const notes: string[] = []
          if (matches >= input.max_count)
            notes.push(`stopped at max_count=${input.max_count}; narrow the search for more`)
          if (skipped > 0) notes.push(`${skipped} binary, unreadable or over-${MAX_FILE_BYTES}-byte files skipped`)
          const footer =
            notes.length > 0 ? `\n\n[${matches} matches in ${matchedFiles} files; ${notes.join('; ')}]` : ''
          return toolResult(output.join('\n') + footer, metadata)
        }),
      ).catch((error: unknown) => {
        if (error instanceof RegexDeadlineError) return toolError(error.message)
        throw error
      })
    },
  })
}
