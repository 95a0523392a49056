/**
 * What an exported document may load while it is printed: only what it carries inline (data: images and fonts,
 * inline styles). A document with `<img src="https://…">` would otherwise tell a remote server that, and when, it
 * was exported.
 */
const pdfExportContentSecurityPolicy = [
  "default-src 'none'",
  'img-src data:',
  'font-src data:',
  "style-src 'unsafe-inline' data:",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

const policyTag = `<meta http-equiv="Content-Security-Policy" content="${pdfExportContentSecurityPolicy}">`

/** The document with the policy as the first element of its head, before anything it could load. */
export function withPdfExportPolicy(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (head) return `${html.slice(0, head.index + head[0].length)}${policyTag}${html.slice(head.index + head[0].length)}`
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)
  const at = doctype ? doctype[0].length : 0
  return `${html.slice(0, at)}<head>${policyTag}</head>${html.slice(at)}`
}
