import { PDFiumLibrary } from '@hyzyla/pdfium'

type Native = (...args: number[]) => number

const FUNCTIONS = [
  'FPDF_LoadMemDocument',
  'FPDF_CloseDocument',
  'FPDF_GetPageCount',
  'FPDF_LoadPage',
  'FPDF_ClosePage',
  'FPDFText_LoadPage',
  'FPDFText_ClosePage',
  'FPDFText_CountChars',
  'FPDFText_GetUnicode',
  'FPDFText_IsGenerated',
  'FPDFText_GetTextObject',
  'FPDFText_GetCharOrigin',
  'FPDFText_GetCharBox',
  'FPDFText_GetCharAngle',
  'FPDFText_GetFontSize',
  'FPDFText_GetFontInfo',
  'malloc',
  'free',
] as const
type Exports = Record<(typeof FUNCTIONS)[number], Native>

interface Pdfium {
  call: Exports
  memory: () => { bytes: Uint8Array; doubles: Float64Array }
}

let loading: Promise<Pdfium> | undefined

/** PDFium's WASM build, its exports called directly (the wrapper library checks every call's arguments). */
function loadPdfium(): Promise<Pdfium> {
  loading ??= PDFiumLibrary.init().then((library) => {
    // The library keeps its Emscripten module private; its exports and heap are read from it here.
    const module: unknown = Reflect.get(library, 'module')
    const raw: unknown = typeof module === 'object' && module !== null ? Reflect.get(module, 'wasmExports') : null
    if (typeof module !== 'object' || module === null || typeof raw !== 'object' || raw === null) {
      throw new Error('PDFium loaded without its WASM exports')
    }
    const call = Object.fromEntries(
      FUNCTIONS.map((name) => {
        const native: unknown = Reflect.get(raw, name)
        if (typeof native !== 'function') throw new Error(`PDFium's build lacks ${name}`)
        return [name, native as Native]
      }),
    ) as Exports
    const memory = () => {
      const heap: unknown = Reflect.get(module, 'HEAPU8')
      if (!(heap instanceof Uint8Array)) throw new Error('PDFium loaded without its heap')
      const buffer = heap.buffer
      return { bytes: new Uint8Array(buffer), doubles: new Float64Array(buffer) }
    }
    return { call, memory }
  })
  return loading
}

/** One run of text as PDFium places it: same text object, same baseline, upright. */
export interface PdfiumRun {
  text: string
  x: number
  y: number
  width: number
  size: number
  fontName: string
}

const utf8 = new TextDecoder()

/**
 * Every page's positioned text through PDFium, in the calling thread: characters grouped into runs the way pdf.js
 * gives text items (one per text object and baseline), rotated text left out, PDFium's own line-end markers dropped.
 */
export async function readPdfiumPages(bytes: Uint8Array): Promise<PdfiumRun[][]> {
  const { call, memory } = await loadPdfium()
  const data = call.malloc(bytes.length)
  memory().bytes.set(bytes, data)
  const document = call.FPDF_LoadMemDocument(data, bytes.length, 0)
  if (!document) {
    call.free(data)
    throw new Error('PDFium could not open the document')
  }
  const scratch = call.malloc(64)
  const pages: PdfiumRun[][] = []
  try {
    for (let index = 0; index < call.FPDF_GetPageCount(document); index++) {
      const page = call.FPDF_LoadPage(document, index)
      const textPage = call.FPDFText_LoadPage(page)
      const count = call.FPDFText_CountChars(textPage)
      let { doubles } = memory()
      const runs: PdfiumRun[] = []
      let run: PdfiumRun | null = null
      let runObject = -1
      let last = -1
      const close = () => {
        if (!run || last < 0) return
        call.FPDFText_GetCharBox(textPage, last, scratch, scratch + 8, scratch + 16, scratch + 24)
        run.width = Math.max(0, (doubles[(scratch + 8) / 8] ?? run.x) - run.x)
        if (run.text.trim() !== '') runs.push(run)
        run = null
      }
      for (let character = 0; character < count; character++) {
        const code = call.FPDFText_GetUnicode(textPage, character)
        if (call.FPDFText_IsGenerated(textPage, character) === 1 || code === 13 || code === 10) {
          close()
          continue
        }
        if (Math.abs(call.FPDFText_GetCharAngle(textPage, character)) > 0.01) {
          close()
          continue
        }
        call.FPDFText_GetCharOrigin(textPage, character, scratch, scratch + 8)
        const x = doubles[scratch / 8] ?? 0
        const y = doubles[scratch / 8 + 1] ?? 0
        const size = call.FPDFText_GetFontSize(textPage, character)
        const object = call.FPDFText_GetTextObject(textPage, character)
        if (!run || object !== runObject || Math.abs(y - run.y) > 0.01 * size || Math.abs(size - run.size) > 0.01) {
          close()
          const length = call.FPDFText_GetFontInfo(textPage, character, scratch + 32, 0, 0)
          const name = call.malloc(Math.max(1, length))
          call.FPDFText_GetFontInfo(textPage, character, name, length, 0)
          const fontName = utf8.decode(memory().bytes.subarray(name, name + Math.max(0, length - 1)))
          call.free(name)
          doubles = memory().doubles
          run = { text: '', x, y, width: 0, size, fontName }
          runObject = object
        }
        // PDFium marks a hyphen it takes for a line-end break with U+0002.
        run.text += code === 2 ? '-' : code < 32 ? '' : String.fromCodePoint(code)
        last = character
      }
      close()
      pages.push(runs)
      call.FPDFText_ClosePage(textPage)
      call.FPDF_ClosePage(page)
    }
  } finally {
    call.free(scratch)
    call.FPDF_CloseDocument(document)
    call.free(data)
  }
  return pages
}
