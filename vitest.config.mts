import { defineConfig } from 'vitest/config'
import { markdownText } from './scripts/markdown-text-plugin.mjs'

export default defineConfig({
  plugins: [markdownText()],
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['test/helpers/shared-fixtures-check.ts'],
  },
})
