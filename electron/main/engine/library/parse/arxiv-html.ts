/**
 * arXiv's HTML rendering (LaTeXML) → Markdown. Every <math> becomes `$…$` (or `$$…$$` for display math) from its
 * LaTeX `alttext`, so formulas survive that a PDF text layer scrambles. linkedom and turndown load on first use.
 */
export async function arxivHtmlToMarkdown(html: string): Promise<{ title: string; markdown: string }> {
  const [{ parseHTML }, { default: TurndownService }] = await Promise.all([import('linkedom'), import('turndown')])
  const { document } = parseHTML(html)
  for (const math of [...document.querySelectorAll('math')]) {
    const tex = math.getAttribute('alttext')?.trim() ?? math.textContent?.trim() ?? ''
    const display = math.getAttribute('display') === 'block'
    math.replaceWith(document.createTextNode(display ? `\n\n$$${tex}$$\n\n` : `$${tex}$`))
  }
  for (const junk of [
    ...document.querySelectorAll('script, style, nav, header, footer, .ltx_page_footer, .ltx_role_navigation'),
  ]) {
    junk.remove()
  }
  const root = document.querySelector('article') ?? document.querySelector('.ltx_document') ?? document.body
  const title = document.querySelector('.ltx_title_document, h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', emDelimiter: '*' })
  // Formulas are already Markdown math: keep their backslashes and underscores as they are.
  turndown.escape = (text: string) => text
  const markdown = turndown.turndown(root?.innerHTML ?? '')
  return { title, markdown: `${markdown.replace(/\n{3,}/g, '\n\n').trim()}\n` }
}
