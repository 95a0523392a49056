import { checkSharedFixtures, vitestFilesNeedingSharedFixtures } from './shared-fixtures-check'

export default function setup(): void {
  checkSharedFixtures(vitestFilesNeedingSharedFixtures())
}
