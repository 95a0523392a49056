import { pdfOfObjects } from './blank-pdf'

/** An XMP packet with a PRISM DOI and a Dublin Core title, as publishers write them. */
export function xmpPacket(properties: { doi?: string; title?: string }): string {
  const doi = properties.doi ? `<prism:doi>${properties.doi}</prism:doi>` : ''
  const title = properties.title
    ? `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${properties.title}</rdf:li></rdf:Alt></dc:title>`
    : ''
  return [
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    doi,
    title,
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n')
}

const literal = (text: string) => `(${text.replace(/[\\()]/gu, (character) => `\\${character}`)})`

/**
 * A one-page PDF whose page shows `pageText` in small type (no title a layout reading could find) and whose Info
 * dictionary and XMP stream hold what is given.
 */
export function pdfWithMetadata(options: {
  pageText: string
  info?: Record<string, string>
  xmp?: string
}): Uint8Array {
  const content = `BT /F1 9 Tf 72 400 Td ${literal(options.pageText)} Tj ET`
  const info = Object.entries(options.info ?? {})
    .map(([key, value]) => `/${key} ${literal(value)}`)
    .join(' ')
  const xmp = options.xmp ?? ''
  return pdfOfObjects(
    [
      `<< /Type /Catalog /Pages 2 0 R${xmp ? ' /Metadata 6 0 R' : ''} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Type /Metadata /Subtype /XML /Length ${Buffer.byteLength(xmp, 'latin1')} >>\nstream\n${xmp}\nendstream`,
      `<< ${info} >>`,
    ],
    '/Info 7 0 R ',
  )
}
