/**
 * A PDF file of the given objects (object 1 is the catalog), numbered in order, with a correct cross-reference table;
 * `trailer` adds entries to the trailer (`/Info 6 0 R`).
 */
export function pdfOfObjects(objects: string[], trailer = ''): Uint8Array {
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(body, 'latin1'))
}

/** A valid PDF with `pages` empty pages and no text at all (what a scan without OCR looks like to a text layer). */
export function blankPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, index) => `${3 + index} 0 R`).join(' ')
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'),
  ])
}
