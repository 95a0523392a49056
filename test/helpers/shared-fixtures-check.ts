import { join, relative } from 'node:path'
import { filesNeedingSharedFixtures } from './fixture-dependent-files'
import { fixturesRequired, missingFixturesNotice, sharedFixturesAvailable, sharedFixturesDir } from './shared-fixtures'

const repositoryRoot = join(__dirname, '../..')
const isVitestFile = (path: string) => /\.test\.tsx?$/.test(path)
const isPlaywrightFile = (path: string) => /\.spec\.ts$/.test(path)

/** The vitest files to leave out: none while the fixtures folder is there. */
export function vitestFilesNeedingSharedFixtures(): string[] {
  if (sharedFixturesAvailable || fixturesRequired) return []
  return filesNeedingSharedFixtures([join(repositoryRoot, 'test')], isVitestFile)
}

/** The Playwright specs to leave out: none while the fixtures folder is there. */
export function playwrightFilesNeedingSharedFixtures(): string[] {
  if (sharedFixturesAvailable || fixturesRequired) return []
  return filesNeedingSharedFixtures([join(repositoryRoot, 'e2e'), join(repositoryRoot, 'test')], isPlaywrightFile)
}

/** The benchmarks to leave out: none while the fixtures folder is there. */
export function benchFilesNeedingSharedFixtures(): string[] {
  if (sharedFixturesAvailable) return []
  return filesNeedingSharedFixtures([join(repositoryRoot, 'bench'), join(repositoryRoot, 'test/helpers')], (path) =>
    path.endsWith('.bench.ts'),
  )
}

/**
 * Run once before vitest and before Playwright: without the fixtures folder the files that read it are left out with
 * one line saying so, unless `$ASTRORESEARCH_REQUIRE_FIXTURES=1` (CI), where an absent folder fails the run.
 */
export function checkSharedFixtures(leftOut: string[]): void {
  if (sharedFixturesAvailable) return
  if (fixturesRequired) {
    throw new Error(
      `The third-party fixtures folder ${sharedFixturesDir} is absent and $ASTRORESEARCH_REQUIRE_FIXTURES=1: point $ASTRORESEARCH_FIXTURES at it.`,
    )
  }
  console.log(
    `${leftOut.length} test files ${missingFixturesNotice}: ${leftOut.map((file) => relative(repositoryRoot, file)).join(', ')}`,
  )
}
