import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useTempDir } from '../helpers/temp-dir'

const root = join(__dirname, '../..')
const tempDir = useTempDir('astro-licences-')
const manifest = z
  .object({ license: z.string(), dependencies: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')))

/**
 * Licences an Apache-2.0 application may ship: permissive ones, public-domain dedications, and libvips' LGPL (sharp
 * loads it as a separate shared library). A dependency under any other (GPL, AGPL, SSPL, none) fails here.
 */
const COMPATIBLE =
  /^\(?(MIT|ISC|0BSD|BSD-2-Clause|BSD-3-Clause|Apache-2\.0|CC0-1\.0|Unlicense|BlueOak-1\.0\.0|Python-2\.0|MIT OR Apache|LGPL-3\.0-or-later)(\s+OR\s+.+)?\)?$/

describe('licences', () => {
  it('the project is Apache-2.0, with the licence text in LICENSE', () => {
    expect(manifest.license).toBe('Apache-2.0')
    const text = readFileSync(join(root, 'LICENSE'), 'utf8')
    expect(text).toContain('Apache License')
    expect(text).toContain('Version 2.0, January 2004')
  })

  it('lists every shipped package with a licence that fits the project and its licence text', () => {
    const output = join(tempDir(), 'THIRD-PARTY-LICENSES.txt')
    const outcome = spawnSync('node', [join(root, 'scripts/third-party-licenses.mjs'), output], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(outcome.status, outcome.stderr).toBe(0)
    const text = readFileSync(output, 'utf8')
    const entries = [...text.matchAll(/^(\S+)@(\d\S*)\nLicence: (.+)$/gm)].map(([, name, version, licence]) => ({
      name,
      version,
      licence,
    }))
    for (const dependency of Object.keys(manifest.dependencies)) {
      expect(entries.map((entry) => entry.name)).toContain(dependency)
    }
    expect(entries.filter((entry) => !COMPATIBLE.test(entry.licence ?? ''))).toEqual([])
    expect(entries.some((entry) => entry.name === 'vitest' || entry.name === 'electron')).toBe(false)
    const section = (name: string) =>
      text.slice(text.indexOf(`\n${name}@`), text.indexOf('\n====', text.indexOf(`\n${name}@`) + 200))
    expect(section('better-sqlite3')).toContain('Permission is hereby granted')
    expect(section('pdfjs-dist')).toContain('Apache License')
  })
})
