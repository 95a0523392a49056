import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * Third-party data (papers, recordings, exports) is not in this repository: it is read in place from
 * `$ASTRORESEARCH_FIXTURES`, else `../shared/fixtures` beside the repository. Vitest, the benches and e2e all resolve
 * it here.
 */
export const FIXTURES_VARIABLE = 'ASTRORESEARCH_FIXTURES'
export const REQUIRE_FIXTURES_VARIABLE = 'ASTRORESEARCH_REQUIRE_FIXTURES'

const repositoryRoot = resolve(__dirname, '../..')

export const sharedFixturesDir = resolve(
  process.env[FIXTURES_VARIABLE] || join(repositoryRoot, '..', 'shared', 'fixtures'),
)

/** The folder counts as present when its index of sources is there. */
export const sharedFixturesAvailable = existsSync(join(sharedFixturesDir, 'SOURCES.md'))

export const fixturesRequired = process.env[REQUIRE_FIXTURES_VARIABLE] === '1'

export const missingFixturesNotice = `skipped, as the third-party fixtures folder ${sharedFixturesDir} is absent (set $${FIXTURES_VARIABLE} to point at it)`

/** The absolute path of a file in the fixtures folder, e.g. `sharedFixture('pdfs/x.pdf')`. */
export function sharedFixture(relativePath: string): string {
  const path = join(sharedFixturesDir, relativePath)
  if (sharedFixturesAvailable && !existsSync(path)) {
    throw new Error(`The fixtures folder ${sharedFixturesDir} is incomplete: ${relativePath} is missing.`)
  }
  return path
}

export function readSharedFixture(relativePath: string): Buffer {
  return readFileSync(sharedFixture(relativePath))
}

export function readSharedFixtureText(relativePath: string): string {
  return readFileSync(sharedFixture(relativePath), 'utf8')
}
