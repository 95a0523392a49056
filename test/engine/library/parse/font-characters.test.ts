import { beforeAll, describe, expect, it } from 'vitest'
import { type ParsedPdf, parsePdf } from '../../../../electron/main/engine/library/parse/parse-pdf'
import { readSharedFixture } from '../../../helpers/shared-fixtures'

/** Control characters other than line breaks and tabs: what an unmapped glyph code turns into. */
const CONTROL = /[^\P{Cc}\t\n\r]/u

async function parsed(path: string): Promise<ParsedPdf> {
  return parsePdf(new Uint8Array(readSharedFixture(path)))
}

const page = (document: ParsedPdf, number: number) => document.pages[number - 1] ?? ''

// XeTeX embeds Computer Modern as Type 1C with its built-in encoding; only a few fonts carry a ToUnicode map, and those
// maps leave out the ligatures and quotes. Those codes are read through the glyph names of the font's own encoding.
describe('characters of a XeTeX paper set in Type 1C fonts with their built-in encoding', () => {
  let document: ParsedPdf
  beforeAll(async () => {
    document = await parsed('pdf-fidelity/astro-GPs-in-astronomy-george-XeTeX-Type1C-Builtin-AASTeX61.pdf')
  })

  it('expands the fi and fl ligatures to their letters', () => {
    expect(page(document, 2)).toContain('the general problem of fitting a model to data')
    expect(page(document, 2)).toContain('The first method is to maximiz')
    expect(page(document, 5)).toContain('choose a more flexible covariance function')
    expect(page(document, 6)).toContain('exoplanet transit fitting, radial velocity')
  })

  it('keeps the curly quotes', () => {
    expect(page(document, 2)).toContain('can be read as “the probability of a dataset')
    expect(page(document, 3)).toContain('“chi-squared”')
    expect(page(document, 5)).toContain('“covariance function”')
    expect(document.markdown).not.toContain('\\the probability')
  })

  it('reads the math asterisk, minus and tilde operator as themselves', () => {
    expect(page(document, 2)).toContain('θ^∗ = argmax L(θ)')
    expect(page(document, 5)).toContain('(N−3)/2 ∼ N')
  })

  it('holds no control characters', () => {
    for (const text of document.pages) expect(text).not.toMatch(CONTROL)
  })
})

describe('characters of a second XeTeX paper with the same fonts', () => {
  let document: ParsedPdf
  beforeAll(async () => {
    document = await parsed('pdf-fidelity/astro-rotate-K2-rotation-periods-XeTeX-Type1C-Builtin-AASTeX61.pdf')
  })

  it('expands ligatures and keeps the quotes', () => {
    expect(page(document, 2)).toContain('three SHO terms is flexible enough to capture')
    expect(page(document, 2)).toContain('the quality factor of the first oscillator')
    expect(page(document, 2)).toContain('using a “Harvey model”')
  })
})

describe('± values, minus signs and decimal points of an A&A paper', () => {
  let document: ParsedPdf
  beforeAll(async () => {
    document = await parsed('pdf-fidelity/astro-ASASSN21qj-eclipse-draft-AandA-twocolumn.pdf')
  })

  it('keeps each value with its decimal point, its minus sign and its ±', () => {
    expect(page(document, 1)).toContain('µ_α = −9.692 ± 0.012, µ_δ = 7.349 ± 0.012')
    expect(page(document, 2)).toContain('25.37 ± 0.21 km')
  })

  it('keeps ∼ and ≳', () => {
    expect(page(document, 5)).toContain('at ∼100 K')
    expect(page(document, 5)).toMatch(/L_⋆ ≳ 10\^−3/)
  })
})
