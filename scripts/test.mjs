#!/usr/bin/env node
// Runs every check the project has and ends with one plain line: `N passed, N failed[, N skipped]`.
// Typecheck, lint, the import rules and the build each count as one check; vitest and Playwright count their tests.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const results = 'test-results'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

let passed = 0
let failed = 0
let skipped = 0
const failures = []
const failedTests = []

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`)
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return outcome.status === 0
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1
  else {
    failed += 1
    failures.push(label)
  }
}

function readJson(path) {
  if (!existsSync(path)) return null
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

const tsconfigs = ['electron/shared', 'electron', 'src', 'test']
for (const project of tsconfigs) check(`typecheck ${project}`, 'npx', ['tsc', '--noEmit', '-p', project])
check('lint (biome)', 'npx', ['biome', 'check', '.'])
check('Electron hardening (electronegativity, 0 high)', 'node', ['scripts/electronegativity.mjs'])

const vitestOk = run('unit and integration tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
])
const vitest = readJson(`${results}/vitest.json`)
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
  if (vitest.numFailedTests > 0) failures.push(`${vitest.numFailedTests} vitest test(s)`)
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0]
      failedTests.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}\n    ${reason}`)
    }
  }
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  failed += 1
  failures.push('vitest did not finish (see its output above)')
}

const built = run('build (electron-vite)', 'npx', ['electron-vite', 'build'])
if (built) passed += 1
else {
  failed += 1
  failures.push('build')
}

if (built) {
  const e2eOk = run('end-to-end tests (Playwright)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`,
  })
  const e2e = readJson(`${results}/e2e.json`)
  const stats = e2e?.stats
  if (stats) {
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
    skipped += stats.skipped
    if (stats.unexpected > 0) failures.push(`${stats.unexpected} e2e test(s)`)
  }
  if (!e2eOk && (!stats || stats.unexpected === 0)) {
    failed += 1
    failures.push('Playwright did not finish (see its output above)')
  }
}

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`)
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`)
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
