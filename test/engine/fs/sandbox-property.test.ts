import { lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSameOrInside } from '../../../electron/main/engine/fs/path-containment'
import { type PathIntent, PathSandbox } from '../../../electron/main/engine/fs/path-sandbox'
import { SandboxError } from '../../../electron/main/engine/fs/sandbox-error'

const AREAS = ['p', 'l', 'o', 'p2'] as const
const name = fc.constantFrom('a', 'b', 'c', 'd')
const area = fc.constantFrom(...AREAS)

const layoutArbitrary = fc.record({
  dirs: fc.array(fc.record({ area, path: fc.array(name, { minLength: 1, maxLength: 3 }) }), { maxLength: 10 }),
  files: fc.array(fc.record({ area, path: fc.array(name, { maxLength: 2 }) }), { maxLength: 6 }),
  links: fc.array(
    fc.record({
      area,
      path: fc.array(name, { maxLength: 2 }),
      name: fc.constantFrom('a', 'b', 'c', 'x', 'y', 'f.txt'),
      target: fc.oneof(
        fc.record({
          absolute: fc.constant(true as const),
          base: fc.constantFrom('p', 'l', 'o', 'p2', '', '/', '/etc', '/dev/null'),
          sub: fc.array(fc.constantFrom('a', 'b', 'f.txt', 'gone'), { maxLength: 2 }),
        }),
        fc.record({
          absolute: fc.constant(false as const),
          up: fc.nat({ max: 5 }),
          sub: fc.array(fc.constantFrom('a', 'b', 'o', 'p', 'l', 'f.txt'), { maxLength: 2 }),
        }),
      ),
    }),
    { maxLength: 10 },
  ),
})

const segment = fc.constantFrom(
  'a',
  'b',
  'c',
  'd',
  'x',
  'y',
  'f.txt',
  'new.txt',
  'o',
  'p',
  'l',
  'p2',
  '.',
  '..',
  '',
  '~',
  '%2e%2e',
  '\uFF0E\uFF0E',
  '\u2025',
  'a\uFF0Fb',
  '...',
  '.a',
)
const pathArbitrary = fc.record({
  prefix: fc.constantFrom('', 'base', 'p', 'l', 'o', 'p2', '/', '/etc'),
  segments: fc.array(segment, { maxLength: 6 }),
  separator: fc.constantFrom('/', '/', '/', '//', '\\'),
})
type Layout = typeof layoutArbitrary extends fc.Arbitrary<infer T> ? T : never
type GeneratedPath = typeof pathArbitrary extends fc.Arbitrary<infer T> ? T : never

/** A directory chain made only of real directories, so building the layout never writes through a link. */
function isPlainDirectory(path: string): boolean {
  try {
    return realpathSync(path) === path && lstatSync(path).isDirectory()
  } catch {
    return false
  }
}

function build(base: string, layout: Layout): void {
  for (const dir of AREAS) mkdirSync(join(base, dir))
  for (const dir of layout.dirs) mkdirSync(join(base, dir.area, ...dir.path), { recursive: true })
  for (const file of layout.files) {
    const parent = join(base, file.area, ...file.path)
    if (isPlainDirectory(parent)) writeFileSync(join(parent, 'f.txt'), 'data')
  }
  for (const link of layout.links) {
    const parent = join(base, link.area, ...link.path)
    if (!isPlainDirectory(parent)) continue
    const { target } = link
    const destination = target.absolute
      ? join(target.base.startsWith('/') ? target.base : join(base, target.base), ...target.sub)
      : [...Array(target.up).fill('..'), ...target.sub].join('/') || '.'
    try {
      symlinkSync(destination, join(parent, link.name))
    } catch {
      // The name is taken by a directory or file of the layout.
    }
  }
}

function render(base: string, generated: GeneratedPath): string {
  const prefixes: Record<string, string> = { '': '', base: `${base}/`, '/': '/', '/etc': '/etc/' }
  const prefix = prefixes[generated.prefix] ?? `${join(base, generated.prefix)}/`
  return prefix + generated.segments.join(generated.separator)
}

/** What the OS itself makes of a path: realpath of its longest existing prefix plus the rest, unnormalised. */
function osResolution(raw: string, project: string): string | 'unresolvable' {
  const parts = (isAbsolute(raw) ? raw : `${project}/${raw}`).split('/')
  for (let keep = parts.length; keep > 0; keep--) {
    const prefix = parts.slice(0, keep).join('/') || '/'
    try {
      return join(realpathSync(prefix), ...parts.slice(keep))
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ELOOP') return 'unresolvable'
      if (code === 'ENOENT' && lstatExists(prefix)) return 'unresolvable'
    }
  }
  return 'unresolvable'
}

function lstatExists(path: string): boolean {
  try {
    lstatSync(path)
    return true
  } catch {
    return false
  }
}

describe('sandbox property: no accepted path resolves outside the roots', () => {
  it('holds for 10,000 generated paths over generated link layouts', () => {
    const totals = { checked: 0, accepted: 0, refused: 0 }
    fc.assert(
      fc.property(layoutArbitrary, fc.array(pathArbitrary, { minLength: 400, maxLength: 400 }), (layout, paths) => {
        const base = realpathSync(mkdtempSync(join(tmpdir(), 'astro-prop-')))
        try {
          build(base, layout)
          const project = join(base, 'p')
          const roots = [project, join(base, 'l')]
          const sandbox = new PathSandbox([
            { name: 'project', path: project },
            { name: 'library', path: roots[1] ?? '' },
          ])
          for (const generated of paths) {
            const raw = render(base, generated)
            totals.checked++
            for (const intent of ['file-or-directory', 'write'] as PathIntent[]) {
              let accepted: string
              try {
                accepted = sandbox.resolve(raw, intent).realPath
              } catch (error) {
                if (!(error instanceof SandboxError)) throw error
                totals.refused++
                continue
              }
              totals.accepted++
              const actual = osResolution(raw, project)
              const escaped = actual === 'unresolvable' || !roots.some((root) => isSameOrInside(actual, root))
              if (escaped) throw new Error(`escape: ${JSON.stringify(raw)} (${intent}) → ${actual}`)
              expect(accepted).toBe(actual)
            }
          }
        } finally {
          rmSync(base, { recursive: true, force: true })
        }
      }),
      { numRuns: 25 },
    )
    expect(totals.checked).toBeGreaterThanOrEqual(10_000)
    // The property is not vacuous: both outcomes occur in quantity.
    expect(totals.accepted).toBeGreaterThan(1000)
    expect(totals.refused).toBeGreaterThan(1000)
  }, 120_000)
})
