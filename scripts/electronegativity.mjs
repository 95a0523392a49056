#!/usr/bin/env node
// Electronegativity over the Electron host and the preload, scanned together (its global checks, such as navigation
// limits, look across all files). Prints every finding and fails on any of high severity.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const scanned = ['electron/main/hosts/electron', 'electron/preload']
const electronVersion = JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')).version
const workDir = mkdtempSync(join(tmpdir(), 'electronegativity-'))
try {
  for (const dir of scanned) cpSync(dir, join(workDir, 'input', dir), { recursive: true })
  const report = join(workDir, 'report.csv')
  const outcome = spawnSync(
    'npx',
    ['electronegativity', '-i', join(workDir, 'input'), '-o', report, '-r', '-v', 'false', '-e', electronVersion],
    { encoding: 'utf8' },
  )
  if (outcome.status !== 0) {
    console.error(outcome.stdout, outcome.stderr)
    throw new Error(`electronegativity exited with ${outcome.status}`)
  }
  const findings = readFileSync(report, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => /^([A-Z_]+),"(\w+)","(\w+)","([^"]*)","([^"]*)"/.exec(line))
    .filter((match) => match !== null)
    .map(([, check, severity, confidence, file, location]) => ({ check, severity, confidence, file, location }))
  console.table(findings)
  const high = findings.filter((finding) => finding.severity === 'HIGH')
  console.log(`Electronegativity over ${scanned.join(', ')}: ${findings.length} finding(s), ${high.length} high.`)
  process.exitCode = high.length > 0 ? 1 : 0
} finally {
  rmSync(workDir, { recursive: true, force: true })
}
