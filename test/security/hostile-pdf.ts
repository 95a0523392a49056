import { deflateSync } from 'node:zlib'
import { pdfOfObjects } from '../engine/library/blank-pdf'

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
const MIB = 2 ** 20

/** Pages sharing one font (object 3); `contents[i]` is page i's /Contents value, `streams` follow as objects 4 + 2n… */
function pdfOfPages(contents: string[], streams: string[]): Uint8Array {
  const first = 4 + streams.length
  const kids = contents.map((_, index) => `${first + index} 0 R`).join(' ')
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${contents.length} >>`,
    HELVETICA,
    ...streams,
    ...contents.map(
      (content) =>
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${content} >>`,
    ),
  ])
}

function stream(content: Buffer, filter?: string): string {
  const dictionary = filter ? `/Length ${content.length} /Filter /${filter}` : `/Length ${content.length}`
  // latin1 keeps every byte as one character, so binary data passes through the text writer unchanged.
  return `<< ${dictionary} >>\nstream\n${content.toString('latin1')}\nendstream`
}

const TEXT = 'BT /F1 12 Tf 72 700 Td (A line of ordinary text on this page.) Tj ET\n'

/** A page whose text sits inside `depth` nested graphics states (q … Q): pdfjs spends time quadratic in the depth. */
export function nestedGraphicsStatePdf(depth: number): Uint8Array {
  const content = Buffer.from(`${'q '.repeat(depth)}\n${TEXT}${'Q '.repeat(depth)}\n`, 'latin1')
  return pdfOfPages(['4 0 R'], [stream(content)])
}

/** One Flate stream of `decodedMib` MiB (blanks, then text) that each of `pages` pages draws `timesPerPage` times. */
export function flateBombPdf(options: { decodedMib: number; timesPerPage: number; pages: number }): Uint8Array {
  const content = Buffer.alloc(options.decodedMib * MIB, ' ')
  Buffer.from(TEXT, 'latin1').copy(content, 0)
  const packed = deflateSync(content, { level: 9 })
  const contents = Array.from({ length: options.timesPerPage }, () => '4 0 R').join(' ')
  return pdfOfPages(
    Array.from({ length: options.pages }, () => `[${contents}]`),
    [stream(packed, 'FlateDecode')],
  )
}

/** `pages` pages of ordinary text, of which the pages in `damaged` have a Flate stream cut off after its first bytes. */
export function damagedStreamsPdf(pages: number, damaged: readonly number[]): Uint8Array {
  const body = Array.from(
    { length: 30 },
    (_, line) => `BT /F1 11 Tf 72 ${740 - line * 22} Td (Line ${line + 1} of a page with enough words to count.) Tj ET`,
  ).join('\n')
  const whole = deflateSync(Buffer.from(body, 'latin1'))
  const cut = Buffer.concat([whole.subarray(0, 12), Buffer.alloc(200, 0xa5)])
  return pdfOfPages(
    Array.from({ length: pages }, (_, index) => `${damaged.includes(index + 1) ? 5 : 4} 0 R`),
    [stream(whole, 'FlateDecode'), stream(cut, 'FlateDecode')],
  )
}
