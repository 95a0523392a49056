import { configDefaults, defineConfig } from 'vitest/config'
import { markdownText } from './scripts/markdown-text-plugin.mjs'
import { vitestFilesNeedingSharedFixtures } from './test/helpers/shared-fixtures-check'

export default defineConfig({
  plugins: [markdownText()],
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, ...vitestFilesNeedingSharedFixtures()],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['test/helpers/vitest-fixtures-setup.ts'],
  },
})
