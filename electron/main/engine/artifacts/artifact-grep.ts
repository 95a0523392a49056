import { type LineMatcher, withLineMatcher } from '../regex/line-matcher'
import type { Artifact } from './artifact'

interface GrepOptions {
  pattern: string
  fixedStrings: boolean
  ignoreCase: boolean
  context: number
  maxCount: number
}

interface GrepResult {
  output: string
  matches: number
  artifactsMatched: number
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function compilePattern(options: GrepOptions): RegExp {
  const source = options.fixedStrings ? escapeRegExp(options.pattern) : options.pattern
  return new RegExp(source, options.ignoreCase ? 'i' : '')
}

/** One artifact's block in ripgrep `--heading` style: `N:match`, `N-context`, `--` between separate groups. */
async function grepOne(
  artifact: Artifact,
  matcher: LineMatcher,
  options: GrepOptions,
): Promise<{ block: string; matches: number }> {
  const lines = artifact.content.split('\n')
  const hits = await matcher.matchingLines(lines, options.maxCount, `artifact ${artifact.id}`)
  if (hits.length === 0) return { block: '', matches: 0 }
  const hitSet = new Set(hits)
  const shown = new Set<number>()
  for (const hit of hits) {
    for (let index = hit - options.context; index <= hit + options.context; index += 1) {
      if (index >= 0 && index < lines.length) shown.add(index)
    }
  }
  const out: string[] = [`${artifact.id} (v${artifact.version})`]
  let previous = -2
  for (const index of [...shown].sort((a, b) => a - b)) {
    if (previous !== -2 && index !== previous + 1) out.push('--')
    out.push(`${index + 1}${hitSet.has(index) ? ':' : '-'}${lines[index] ?? ''}`)
    previous = index
  }
  return { block: out.join('\n'), matches: hits.length }
}

/** Throws a SyntaxError for an invalid pattern, a RegexDeadlineError for one that backtracks past the deadline. */
export function grepArtifacts(artifacts: Artifact[], options: GrepOptions, signal: AbortSignal): Promise<GrepResult> {
  return withLineMatcher(compilePattern(options), { signal }, async (matcher) => {
    const blocks: string[] = []
    let matches = 0
    for (const artifact of artifacts) {
      const result = await grepOne(artifact, matcher, options)
      if (result.matches === 0) continue
      blocks.push(result.block)
      matches += result.matches
    }
    return { output: blocks.join('\n\n'), matches, artifactsMatched: blocks.length }
  })
}
