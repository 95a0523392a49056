import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { markdownText } from './scripts/markdown-text-plugin.mjs'

export default defineConfig({
  main: {
    plugins: [markdownText()],
    build: {
      // bibtex-parser's CommonJS build sits in a "type": "module" package, so Node cannot require it: bundle it instead.
      // zod is bundled so start-up reads one file instead of its ~60 modules, without the locales the engine never uses.
      externalizeDeps: { exclude: ['@retorquere/bibtex-parser', 'zod'] },
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          headless: resolve(__dirname, 'electron/main/hosts/headless/main.ts'),
          'pdf-text-worker': resolve(__dirname, 'electron/main/engine/library/parse/pdf-text-worker.ts'),
          'bibtex-read-worker': resolve(__dirname, 'electron/main/engine/library/bibtex/bibtex-read-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: { rollupOptions: { input: { index: resolve(__dirname, 'electron/preload/index.ts') } } },
  },
  renderer: {
    root: resolve(__dirname, 'src'),
    // Minified: the window loads the initial chunk before its first paint (the library and settings load on demand).
    build: { minify: true, rollupOptions: { input: { index: resolve(__dirname, 'src/index.html') } } },
    plugins: [react()],
  },
})
