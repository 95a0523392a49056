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

/** The files under `folder` → the files under it they import (resolved like the bundler: `x`, `x.ts`, `x/index.ts`). */
function importGraph(folder: string): Map<string, Set<string>> {
  const files = new Set(sourceFiles(folder))
  const resolveFile = (target: string): string | null => {
    const path = target.slice(2)
    for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`]) {
      if (files.has(candidate)) return candidate
    }
    return null
  }
  const graph = new Map<string, Set<string>>()
  for (const file of files) {
    const targets = importsOf(file)
      .filter((target) => target.startsWith(`@/${folder}/`))
      .map(resolveFile)
      .filter((target): target is string => target !== null)
    graph.set(file, new Set(targets))
  }
  return graph
}

/** The sub-folder of `folder` a file belongs to (its first path segment there; files at its root form "(root)"). */
function subFolderOf(folder: string, file: string): string {
  const parts = relative(folder, file).split('/')
  return parts.length > 1 ? (parts[0] ?? '(root)') : '(root)'
}

/** The cycles between the sub-folders of `folder`, from a file graph holding (at least) its files. */
function subFolderCycles(files: Map<string, Set<string>>, folder: string): string[][] {
  const inside = (file: string) => file.startsWith(`${folder}/`)
  const folders = new Map<string, Set<string>>()
  for (const [file, targets] of files) {
    if (!inside(file)) continue
    const from = subFolderOf(folder, file)
    const edges = folders.get(from) ?? new Set<string>()
    for (const target of targets) {
      if (inside(target) && subFolderOf(folder, target) !== from) edges.add(subFolderOf(folder, target))
    }
    folders.set(from, edges)
  }
  return cyclesOf(folders)
}

/** Every folder under `root` (itself included) that has sub-folders. */
function foldersWithSubFolders(top: string): string[] {
  const entries = readdirSync(join(root, top), { withFileTypes: true, recursive: true })
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
  return [top, ...folders].filter((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true }).some((entry) => entry.isDirectory()),
  )
}

describe('the engine is a one-way graph', () => {
  const files = importGraph(engineRoot)

  it('has no import cycle between its folders', () => {
    expect(subFolderCycles(files, engineRoot)).toEqual([])
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

/** Folders whose sub-folders still import in a cycle; the list may only shrink (a folder leaves it once it is one-way). */
const foldersStillInACycle = new Set<string>([
  'electron/shared/contract',
  'electron/main/engine/agent',
  'electron/main/engine/library',
  'electron/main/engine/providers',
  'electron/main/engine/rag',
  'electron/main/engine/tables',
])

describe('every folder is a one-way graph of its sub-folders', () => {
  for (const top of ['electron', 'src']) {
    const files = importGraph(top)
    const cyclic = foldersWithSubFolders(top).filter((folder) => subFolderCycles(files, folder).length > 0)

    it(`has no cycle between the sub-folders of any folder under ${top}/`, () => {
      const unexpected = cyclic
        .filter((folder) => !foldersStillInACycle.has(folder))
        .map(
          (folder) =>
            `${folder}: ${subFolderCycles(files, folder)
              .map((cycle) => cycle.join(' ↔ '))
              .join('; ')}`,
        )
      expect(unexpected).toEqual([])
    })

    it(`lists as exceptions under ${top}/ only folders whose cycle is still there`, () => {
      const listed = [...foldersStillInACycle].filter((folder) => folder === top || folder.startsWith(`${top}/`))
      expect(listed.filter((folder) => !cyclic.includes(folder))).toEqual([])
    })
  }
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
