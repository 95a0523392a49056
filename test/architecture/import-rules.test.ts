import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

function sourceFiles(folder: string): string[] {
  const entries = readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

/** Every import of a file: packages as written (`electron`), project files as `@/` + their path from the root. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
  return info.importedFiles.map(({ fileName }) =>
    fileName.startsWith('.') ? `@/${relative(root, resolve(root, dirname(file), fileName))}` : fileName,
  )
}

const isElectronPackage = (target: string) => target === 'electron' || target.startsWith('electron/')

interface Rule {
  name: string
  from: string
  /** A folder inside `from` the rule leaves out. */
  except?: string
  forbidden: (target: string) => boolean
}

const rules: Rule[] = [
  {
    name: 'the engine runs in plain Node: no electron, no hosts',
    from: 'electron/main/engine',
    forbidden: (target) => isElectronPackage(target) || target.startsWith('@/electron/main/hosts'),
  },
  {
    name: 'shared is pure: no electron, no node builtins, no engine, no hosts, no renderer',
    from: 'electron/shared',
    forbidden: (target) =>
      isElectronPackage(target) ||
      target.startsWith('node:') ||
      target.startsWith('@/electron/main') ||
      target.startsWith('@/electron/preload') ||
      target.startsWith('@/src/'),
  },
  {
    name: 'the renderer talks to the engine only through the contract',
    from: 'src',
    forbidden: (target) =>
      isElectronPackage(target) || target.startsWith('@/electron/main') || target.startsWith('node:'),
  },
  {
    name: 'the hosts never import the preload (channel names live in shared)',
    from: 'electron/main',
    forbidden: (target) => target.startsWith('@/electron/preload'),
  },
  {
    name: 'the hosts enter the engine only through engine/index.ts',
    from: 'electron/main',
    except: 'electron/main/engine',
    forbidden: (target) => target.startsWith('@/electron/main/engine/') && target !== '@/electron/main/engine/index',
  },
  {
    name: 'only the electron host imports electron',
    from: 'electron/main/hosts/headless',
    forbidden: (target) => isElectronPackage(target) || target.startsWith('@/electron/main/hosts/electron'),
  },
]

/** Import cycles in a graph: its strongly connected components of more than one node (Tarjan). */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    for (;;) {
      const member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
      if (member === node) break
    }
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}

const engineRoot = 'electron/main/engine'

/** Engine files → the engine files they import (resolved like the bundler: `x`, `x.ts`, `x/index.ts`). */
function engineImportGraph(): Map<string, Set<string>> {
  const files = new Set(sourceFiles(engineRoot))
  const resolveFile = (target: string): string | null => {
    const path = target.slice(2)
    for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]) {
      if (files.has(candidate)) return candidate
    }
    return null
  }
  const graph = new Map<string, Set<string>>()
  for (const file of files) {
    const targets = importsOf(file)
      .filter((target) => target.startsWith(`@/${engineRoot}/`))
      .map(resolveFile)
      .filter((target): target is string => target !== null)
    graph.set(file, new Set(targets))
  }
  return graph
}

/** The engine folder a file belongs to (its first path segment under engine/; root files form "(root)"). */
function folderOf(file: string): string {
  const parts = relative(engineRoot, file).split('/')
  return parts.length > 1 ? (parts[0] ?? '(root)') : '(root)'
}

describe('the engine is a one-way graph', () => {
  const files = engineImportGraph()

  it('has no import cycle between its folders', () => {
    const folders = new Map<string, Set<string>>()
    for (const [file, targets] of files) {
      const from = folderOf(file)
      const edges = folders.get(from) ?? new Set<string>()
      for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target))
      folders.set(from, edges)
    }
    expect(cyclesOf(folders)).toEqual([])
  })

  it('has no two files importing each other in a loop', () => {
    expect(cyclesOf(files)).toEqual([])
  })

  it('finds a cycle when there is one (the checker itself works)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ])
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']])
  })
})

describe('import rules', () => {
  for (const rule of rules) {
    it(rule.name, () => {
      const { except } = rule
      const files = sourceFiles(rule.from).filter((file) => except === undefined || !file.startsWith(`${except}/`))
      const violations = files.flatMap((file) =>
        importsOf(file)
          .filter((target) => rule.forbidden(target))
          .map((target) => `${file} imports ${target}`),
      )
      expect(violations).toEqual([])
    })
  }

  it('notices a forbidden import (the checker itself works)', () => {
    const engineRule = rules[0]
    expect(engineRule?.forbidden('electron')).toBe(true)
    expect(engineRule?.forbidden('@/electron/main/hosts/electron/window')).toBe(true)
    expect(engineRule?.forbidden('@/electron/shared/contract')).toBe(false)
    const doorRule = rules.find((rule) => rule.except === engineRoot)
    expect(doorRule?.forbidden('@/electron/main/engine/library/paper-summary')).toBe(true)
    expect(doorRule?.forbidden('@/electron/main/engine')).toBe(false)
  })
})
