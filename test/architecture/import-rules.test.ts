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
    name: 'only the electron host imports electron',
    from: 'electron/main/hosts/headless',
    forbidden: (target) => isElectronPackage(target) || target.startsWith('@/electron/main/hosts/electron'),
  },
]

describe('import rules', () => {
  for (const rule of rules) {
    it(rule.name, () => {
      const violations = sourceFiles(rule.from).flatMap((file) =>
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
  })
})
