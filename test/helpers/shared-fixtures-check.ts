import { fixturesRequired, missingFixturesNotice, sharedFixturesAvailable, sharedFixturesDir } from './shared-fixtures'

/**
 * Run once before vitest and Playwright: without the fixtures folder the tests that need it are skipped with one line
 * saying so, unless `$ASTRORESEARCH_REQUIRE_FIXTURES=1` (CI), where an absent folder fails the run.
 */
export default function checkSharedFixtures(): void {
  if (sharedFixturesAvailable) return
  if (fixturesRequired) {
    throw new Error(
      `The third-party fixtures folder ${sharedFixturesDir} is absent and $ASTRORESEARCH_REQUIRE_FIXTURES=1: point $ASTRORESEARCH_FIXTURES at it.`,
    )
  }
  console.log(`Tests that read third-party data are ${missingFixturesNotice}.`)
}
