// Vite/vitest plugin: `import text from './description.md'` gives the file's text (tool descriptions for the model).
import { readFileSync } from 'node:fs'

/** @returns {import('vite').Plugin} */
export function markdownText() {
  return {
    name: 'markdown-text',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.md')) return null
      return `export default ${JSON.stringify(readFileSync(id, 'utf8'))}`
    },
  }
}
