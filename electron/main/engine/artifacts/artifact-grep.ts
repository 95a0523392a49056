import type { Artifact } from './artifact'

export interface GrepOptions {
  pattern: string
  fixedStrings: boolean
  ignoreCase: boolean
  context: number
  maxCount: number
}

export interface GrepResult {
  output: string
  matches: number
  artifactsMatched: number
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function compilePattern(options: GrepOptions): RegExp {
  const source = options.fixedStrings ? escapeRegExp(options.pattern) : options.pattern
  return new RegExp(source, options.ignoreCase ? 'i' : '')
}

/** One artifact's block in ripgrep `--heading` style: `N:match`, `N-context`, `--` between separate groups. */
function grepOne(artifact: Artifact, pattern: RegExp, options: GrepOptions): { block: string; matches: number } {
  const lines = artifact.content.split('\n')
  const hits: number[] = []
  for (let index = 0; index < lines.length && hits.length < options.maxCount; index += 1) {
    if (pattern.test(lines[index] ?? '')) hits.push(index)
  }
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

export function grepArtifacts(artifacts: Artifact[], options: GrepOptions): GrepResult {
  const pattern = compilePattern(options)
  const blocks: string[] = []
  let matches = 0
  for (const artifact of artifacts) {
    const result = grepOne(artifact, pattern, options)
    if (result.matches === 0) continue
    blocks.push(result.block)
    matches += result.matches
  }
  return { output: blocks.join('\n\n'), matches, artifactsMatched: blocks.length }
}
