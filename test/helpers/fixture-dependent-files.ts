import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const SOURCE = /\.(ts|tsx|mts)$/
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g
const helperPath = resolve(__dirname, 'shared-fixtures.ts')

function sourceFiles(folder: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(folder, entry.name)
    if (entry.isDirectory()) files.push(...sourceFiles(path))
    else if (SOURCE.test(entry.name)) files.push(path)
  }
  return files
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {}
  }
  return null
}

/**
 * The test files under `folders` that read third-party fixtures, directly or through a helper: every file whose
 * imports lead to `shared-fixtures.ts`. Without the fixtures folder these are left out of the run.
 */
export function filesNeedingSharedFixtures(folders: string[], isTestFile: (path: string) => boolean): string[] {
  const files = folders.flatMap(sourceFiles)
  const imports = new Map<string, string[]>()
  for (const file of files) {
    const targets: string[] = []
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = match[1] ? resolveImport(file, match[1]) : null
      if (target) targets.push(target)
    }
    imports.set(file, targets)
  }
  const needing = new Set<string>([helperPath])
  let grew = true
  while (grew) {
    grew = false
    for (const [file, targets] of imports) {
      if (!needing.has(file) && targets.some((target) => needing.has(target))) {
        needing.add(file)
        grew = true
      }
    }
  }
  return files.filter((file) => needing.has(file) && isTestFile(file))
}
