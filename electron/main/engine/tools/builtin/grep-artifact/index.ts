import { z } from 'zod'
import { grepArtifacts } from '../../../artifacts/artifact-grep'
import type { ArtifactManager } from '../../../artifacts/artifact-manager'
import { RegexDeadlineError } from '../../../regex/regex-deadline-error'
import { ARTIFACTFLOW_MAX_RESULT_CHARS, defineTool, toolError, toolResult } from '../../define-tool'
import { withArtifacts } from '../artifact-operation'
import description from './description.md'

export function createGrepArtifactTool(deps: { artifacts: ArtifactManager }) {
  return defineTool({
    name: 'grep_artifact',
    ui: {
      title: { en: 'Search document', 'zh-CN': '搜索文档' },
      doing: { en: 'Searching a document', 'zh-CN': '正在搜索文档' },
      done: { en: 'Searched a document', 'zh-CN': '已搜索文档' },
    },
    description,
    input: z.object({
      pattern: z.string().min(1).describe('Regular expression (or literal text with fixed_strings)'),
      id: z.string().optional().describe('Search only this artifact'),
      fixed_strings: z.boolean().default(false).describe('Treat the pattern as literal text'),
      ignore_case: z.boolean().default(false).describe('Case-insensitive search'),
      context: z.number().int().min(0).max(50).default(0).describe('Lines of context around each match'),
      max_count: z.number().int().positive().max(1000).default(20).describe('Most matches per artifact'),
    }),
    isConcurrencySafe: () => true,
    maxResultChars: ARTIFACTFLOW_MAX_RESULT_CHARS,
    persistTo: 'artifact',
    async execute(input, context) {
      return withArtifacts(deps.artifacts, async (artifacts) => {
        const targets = input.id ? [artifacts.get(context.sessionId, input.id)] : artifacts.list(context.sessionId)
        let result: Awaited<ReturnType<typeof grepArtifacts>>
        try {
          result = await grepArtifacts(
            targets,
            {
              pattern: input.pattern,
              fixedStrings: input.fixed_strings,
              ignoreCase: input.ignore_case,
              context: input.context,
              maxCount: input.max_count,
            },
            context.signal,
          )
        } catch (error) {
          if (error instanceof SyntaxError) {
            return toolError(`Invalid regular expression: ${error.message}. Use fixed_strings=true for literal text.`)
          }
          if (error instanceof RegexDeadlineError) return toolError(error.message)
          throw error
        }
        if (result.matches === 0)
          return toolResult(`No matches for /${input.pattern}/ in ${targets.length} artifact(s).`)
        return toolResult(result.output, { matches: result.matches, artifacts: result.artifactsMatched })
      })
    },
  })
}
