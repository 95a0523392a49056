/** The text a PDF's pages hold, page by page (what a reader could select or search). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const document = await pdfjs.getDocument({ data: bytes, useSystemFonts: false }).promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    }
    return pages
  } finally {
    await document.destroy()
  }
}
