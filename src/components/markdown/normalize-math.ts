const fence = /^(```|~~~)/

/**
 * Models write display math in forms remark-math reads as inline (`$$x$$` alone on a line) or not at all (`\[x\]`,
 * `\(x\)`). Rewrites those outside code blocks into the `$$` block and `$` inline forms.
 */
export function normalizeMath(markdown: string): string {
  if (!markdown.includes('$$') && !markdown.includes('\\[') && !markdown.includes('\\(')) return markdown
  let inCode = false
  return markdown
    .split('\n')
    .map((line) => {
      if (fence.test(line.trimStart())) {
        inCode = !inCode
        return line
      }
      if (inCode) return line
      const display = /^(\s*)(?:\$\$(.+?)\$\$|\\\[(.+?)\\\])\s*$/.exec(line)
      if (display) return `${display[1]}$$\n${display[1]}${(display[2] ?? display[3] ?? '').trim()}\n${display[1]}$$`
      return line
        .replace(/^(\s*)\\\[\s*$/, '$1$$$$')
        .replace(/^(\s*)\\\]\s*$/, '$1$$$$')
        .replace(/\\\((.+?)\\\)/g, (_match, inner: string) => `$${inner.trim()}$`)
    })
    .join('\n')
}
