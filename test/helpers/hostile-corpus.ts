import { deflateSync } from 'node:zlib'
import { pdfOfObjects } from '../engine/library/blank-pdf'
import { flateBombPdf, nestedGraphicsStatePdf } from '../security/hostile-pdf'
import type { FakeToolCall } from './fake-model/fake-turn'

/**
 * Inputs built to freeze or exhaust the engine (issue 22's shapes), generated here and never stored as files: what
 * each is fed to, and how it is made. `scripts/write-hostile-corpus.ts` writes them to a folder for manual runs.
 */
export type HostileInput =
  | { kind: 'pdf'; bytes: () => Uint8Array }
  | { kind: 'bibtex'; text: () => string }
  /** One model reply: native tool calls, or XML calls in the text. */
  | { kind: 'reply'; protocol: 'native'; calls: () => FakeToolCall[] }
  | { kind: 'reply'; protocol: 'xml'; text: () => string }

export interface HostileCase {
  name: string
  input: HostileInput
}

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'

function streamObject(dictionary: string, content: Buffer): string {
  return `<< ${dictionary} /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`
}

/** A page that draws Form XObject 0, which draws XObject 1 `fanOut` times, … down `depth` levels (fanOut^depth texts). */
export function nestedFormXObjectPdf(depth: number, fanOut: number): Uint8Array {
  const first = 5
  const forms = Array.from({ length: depth + 1 }, (_, level) => {
    const next = first + level + 1
    const body =
      level === depth
        ? 'BT /F1 1 Tf (a) Tj ET'
        : Array.from({ length: fanOut }, (_, index) => `q 1 0 0 1 ${index} 0 cm /X Do Q`).join('\n')
    const resources = level === depth ? '/Font << /F1 3 0 R >>' : `/XObject << /X ${next} 0 R >> /Font << /F1 3 0 R >>`
    return streamObject(
      `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << ${resources} >>`,
      Buffer.from(body, 'latin1'),
    )
  })
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    HELVETICA,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /X ${first} 0 R >> >> /Contents ${first + depth + 1} 0 R >>`,
    ...forms,
    streamObject('', Buffer.from('/X Do', 'latin1')),
  ])
}

/** One page showing `glyphs` glyphs (Flate-packed, so the file stays small). */
export function manyGlyphsPdf(glyphs: number): Uint8Array {
  const show = '(abcdefghij) Tj '
  const content = Buffer.from(`BT /F1 1 Tf 72 700 Td ${show.repeat(Math.ceil(glyphs / 10))} ET`, 'latin1')
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
    HELVETICA,
    streamObject('/Filter /FlateDecode', deflateSync(content)),
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
  ])
}

/** `@string` macros that double at every step, each block with a `%` comment inside (the guard's blind spot). */
export function stringCommentBombBib(steps: number, name = (step: number) => `s${step}`): string {
  const lines = [`@string{${name(0)} = "aaaaaaaaaa"}`]
  for (let step = 1; step <= steps; step++) {
    lines.push(`@string{${name(step)} = ${name(step - 1)} # ${name(step - 1)} % doubles\n}`)
  }
  lines.push(`@article{bomb, title = ${name(steps)}, year = 2024}`)
  return lines.join('\n')
}

/** Entries whose braces never close, `bytes` of them. */
export function unbalancedBracesBib(bytes: number): string {
  const entry = (index: number) => `@article{open${index},\n  title = {An {unclosed title about dust\n`
  const parts: string[] = []
  let size = 0
  for (let index = 0; size < bytes; index++) {
    const text = entry(index)
    parts.push(text)
    size += text.length
  }
  return parts.join('')
}

/** Ordinary, valid entries up to `characters` characters (a large personal library). */
export function validBib(characters: number, withTitles = true): string {
  const parts: string[] = []
  let size = 0
  for (let index = 0; size < characters; index++) {
    const title = withTitles ? `  title = {Dust attenuation in galaxy number ${index} at redshift ${index % 7}},\n` : ''
    const text =
      `@article{author${index}:${2000 + (index % 25)},\n  author = {Author, A. and Other, B. and Third, C.},\n` +
      `${title}  journal = {\\apj},\n  year = {${2000 + (index % 25)}},\n  volume = {${index % 900}},\n` +
      `  pages = {${index}--${index + 12}},\n  doi = {10.3847/fake.${index}},\n}\n\n`
    if (size + text.length > characters) break
    parts.push(text)
    size += text.length
  }
  return parts.join('')
}

export const todoCall = (index: number): FakeToolCall => ({
  id: `call_${index}`,
  name: 'todo_write',
  arguments: { todos: [{ id: `t${index}`, content: `Task ${index}`, status: 'pending' }] },
})

const xmlTodoCall = (index: number) =>
  `<tool_call><name>todo_write</name><params><todos><![CDATA[[{"id": "t${index}", "content": "Task ${index}", "status": "pending"}]]]></todos></params></tool_call>`

/** Every shape, in the order the corpus test feeds them to one host. */
export const hostileCorpus: readonly HostileCase[] = [
  {
    name: 'a reply with 100,000 native tool calls',
    input: { kind: 'reply', protocol: 'native', calls: () => Array.from({ length: 100_000 }, (_, i) => todoCall(i)) },
  },
  {
    name: 'a reply with 100,000 XML tool calls',
    input: {
      kind: 'reply',
      protocol: 'xml',
      text: () => Array.from({ length: 100_000 }, (_, index) => xmlTodoCall(index)).join('\n'),
    },
  },
  {
    name: 'a Flate bomb PDF (64 MiB drawn 40 times)',
    input: { kind: 'pdf', bytes: () => flateBombPdf({ decodedMib: 64, timesPerPage: 40, pages: 1 }) },
  },
  {
    name: 'a PDF stalling its reader (20,000 nested q)',
    input: { kind: 'pdf', bytes: () => nestedGraphicsStatePdf(20_000) },
  },
  {
    name: 'a 3 KB PDF of nested Form XObjects (10 per level, 5 levels: 10^5 texts)',
    input: { kind: 'pdf', bytes: () => nestedFormXObjectPdf(5, 10) },
  },
  {
    name: 'a PDF over the glyph budget (4,000,000 glyphs on one page)',
    input: { kind: 'pdf', bytes: () => manyGlyphsPdf(4_000_000) },
  },
  {
    name: 'the @string bomb with a % comment in each block',
    input: { kind: 'bibtex', text: () => stringCommentBombBib(28) },
  },
  {
    name: "the @string bomb with ' in its macro names",
    input: { kind: 'bibtex', text: () => stringCommentBombBib(28, (step) => `m'${step}`) },
  },
  {
    name: '368 KB of entries with unbalanced braces',
    input: { kind: 'bibtex', text: () => unbalancedBracesBib(368 * 1024) },
  },
  {
    name: '2.35 MB of entries without a title (each skipped with its line)',
    input: { kind: 'bibtex', text: () => validBib(2_350_000, false) },
  },
  { name: 'a valid 5 MB .bib', input: { kind: 'bibtex', text: () => validBib(5_000_000) } },
  {
    name: 'a valid .bib just under the 20,000,000-character limit',
    input: { kind: 'bibtex', text: () => validBib(19_900_000) },
  },
]
