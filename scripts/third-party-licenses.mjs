#!/usr/bin/env node
// Writes the licence of every package the installed app ships (the production dependency tree as npm installed it on
// this machine) into one text file, which electron-builder puts beside the app (resources/licenses/).
// Usage: node scripts/third-party-licenses.mjs [output file]
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const output = process.argv[2] ?? 'out/licenses/THIRD-PARTY-LICENSES.txt'
const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i

function licenceName(manifest) {
  if (typeof manifest.license === 'string') return manifest.license
  if (manifest.license && typeof manifest.license.type === 'string') return manifest.license.type
  if (Array.isArray(manifest.licenses)) return manifest.licenses.map((entry) => entry.type ?? entry).join(' OR ')
  return 'not declared'
}

function licenceTexts(folder) {
  return readdirSync(folder)
    .filter((name) => LICENCE_FILE.test(name))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8').trim())
}

const installed = JSON.parse(execFileSync('npm', ['query', '.prod'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }))
const root = JSON.parse(readFileSync('package.json', 'utf8')).name
const packages = new Map()
for (const entry of installed) {
  if (entry.name === root || !entry.path) continue
  const manifest = JSON.parse(readFileSync(join(entry.path, 'package.json'), 'utf8'))
  packages.set(`${manifest.name}@${manifest.version}`, { manifest, folder: entry.path })
}

const sections = [...packages.keys()].sort().map((id) => {
  const { manifest, folder } = packages.get(id)
  const texts = licenceTexts(folder)
  const body =
    texts.length > 0 ? texts.join('\n\n') : '(The package ships no licence file; its licence field is given above.)'
  return `${'='.repeat(79)}\n${id}\nLicence: ${licenceName(manifest)}\n${'='.repeat(79)}\n\n${body}\n`
})
const header = [
  'AstroResearch ships the following third-party packages. Each one is listed with its version, the licence it',
  "declares and the licence and notice files it carries. Electron's own licences (Electron, Chromium and their",
  'components) are in LICENSE.electron.txt and LICENSES.chromium.html beside the application.',
  '',
  `${packages.size} packages.`,
  '',
].join('\n')

mkdirSync(dirname(output), { recursive: true })
const temporary = `${output}.${process.pid}.tmp`
writeFileSync(temporary, `${header}\n${sections.join('\n')}`)
renameSync(temporary, output)
console.log(`Wrote the licences of ${packages.size} packages to ${output}`)
