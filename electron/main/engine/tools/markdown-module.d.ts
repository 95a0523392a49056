/** A tool's description.md, imported as its text (see scripts/markdown-text-plugin.mjs). */
declare module '*.md' {
  const text: string
  export default text
}
