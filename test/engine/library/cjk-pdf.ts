import { pdfOfObjects } from './blank-pdf'

/**
 * A one-page PDF whose text is set in a CID font that is not embedded and whose codes are mapped by the predefined
 * Adobe CMap UniGB-UCS2-H: how Chinese journals' PDFs commonly carry their text. Each line is one string.
 */
export function cjkPdf(lines: string[]): Uint8Array {
  const hex = (text: string) =>
    [...text].map((character) => (character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('')
  const content = lines.map((line, index) => `BT /F1 14 Tf 72 ${720 - index * 24} Td <${hex(line)}> Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ]
  return pdfOfObjects(objects)
}
