const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The page's own style rules (same-origin sheets), so the printed artifact looks as it does in the panel. */
export function collectStyles(sheets: Iterable<CSSStyleSheet>): string {
  const rules: string[] = []
  for (const sheet of sheets) {
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText)
    } catch {
      // A cross-origin sheet cannot be read; the artifact prints without it.
    }
  }
  return rules.join('\n')
}

/**
 * The app's page rules undone for a printed document: the window never scrolls (so a page would clip at one screen),
 * and its print rules show only the artifact's print root, placed over the window.
 */
const printablePage = [
  'html,body{height:auto;overflow:visible}',
  'body{margin:24px;background:#fff;color:#111}',
  '.artifact-print-root{position:static;overflow:visible}',
].join('\n')

/** A self-contained document holding one rendered artifact, for printing to PDF. */
export function standaloneHtml(title: string, bodyHtml: string, css: string): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${css.replaceAll('</style', '<\\/style')}\n${printablePage}</style>`,
    '</head><body>',
    '<main class="artifact-body artifact-print-root">',
    `<h1>${escapeHtml(title)}</h1>`,
    bodyHtml,
    '</main>',
    '</body></html>',
  ].join('\n')
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}
