import { checkSharedFixtures, playwrightFilesNeedingSharedFixtures } from '../../test/helpers/shared-fixtures-check'

export default function setup(): void {
  checkSharedFixtures(playwrightFilesNeedingSharedFixtures())
}
