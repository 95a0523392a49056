import { beforeAll, describe, expect, it } from 'vitest'
import { type ParsedPdf, parsePdf } from '../../../../electron/main/engine/library/parse/parse-pdf'
import { readSharedFixture } from '../../../helpers/shared-fixtures'

const parse = (path: string) => parsePdf(new Uint8Array(readSharedFixture(path)))
const titles = (parsed: ParsedPdf) => parsed.sections.map((section) => section.title)

describe('A&A two-column papers', { timeout: 60_000 }, () => {
  let betaPic: ParsedPdf
  let asassn: ParsedPdf
  let xdc: ParsedPdf
  beforeAll(async () => {
    betaPic = await parse('rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf')
    asassn = await parse('pdf-fidelity/astro-ASASSN21qj-eclipse-draft-AandA-twocolumn.pdf')
    xdc = await parse('pdf-fidelity/astro-XDC-JWST-correlated-selection-bias-AandA-twocolumn-pdfTeX.pdf')
  }, 60_000)

  it('reads the left column before the right one, across a gutter narrower than the wide-gap rule (xdvipdfmx)', () => {
    // Page 2 opens with the left column's "Auto-" and the right column's "Of all cometary gas emission" side by side.
    expect(betaPic.pages[1]).toContain(
      'Automated searches in photometry (Kennedy et al. 2019) and spectroscopy (Bendahan-West et al. 2024) for additional exocomet systems have been met with limited success.',
    )
    expect(betaPic.pages[1]).not.toMatch(/Auto- ?Of all cometary/)
  })

  it('reads the columns in order in a pdfTeX build too', () => {
    expect(xdc.pages[1]).toContain(
      'The correction is identified—separable from a genuine change in the abundance—only if a variable moves s (hence λ) without moving q: an exclusion restriction.',
    )
  })

  it('keeps the slanted subsection headings in the text and the section list', () => {
    expect(titles(asassn)).toEqual(expect.arrayContaining(['3.1. ASAS', '3.2. ASAS-SN', '3.8. ALMA']))
    expect(titles(betaPic)).toContain('3.2. Cross-correlation with CN models')
    expect(betaPic.pages[3]).toContain('3.2. Cross-correlation with CN models')
  })

  it('keeps figure labels and tick numbers out of the body and the headings, and keeps the captions', () => {
    expect(betaPic.pages[3]).toContain(
      'Fig. 2. Similar to Fig. 1 but spectra are stacked in the rest frame of the comet.',
    )
    expect(betaPic.pages[3]).not.toContain('Wavelength [nm]')
    expect(betaPic.figureText[3]).toContain('Wavelength [nm]')
    expect(titles(asassn).some((title) => /https?:|±/.test(title))).toBe(false)
  })
})

describe('figure labels are not headings', { timeout: 60_000 }, () => {
  it('does not turn the axis labels of an AASTeX preprint into sections', async () => {
    const kepler = await parse(
      'rag-dev/pdfs/astro-Kepler3DVel-Galactocentric-velocities-missing-RVs-AASTeX631-preprint-linenumbers.pdf',
    )
    expect(titles(kepler)).toEqual(expect.arrayContaining(['3. METHOD', '4.1. Inferred velocities']))
    expect(titles(kepler)).not.toContain('Gaia G mag [dex]')
    // Drawn in the paper's own fonts, over two lines: "ln(D/kpc)" above "V_z [kms^−1]".
    expect(titles(kepler).filter((title) => /\[km ?s\^/.test(title))).toEqual([])
    expect(kepler.pages.join('\n')).toContain('ln(D/kpc) V_z [kms^−1]')
  })

  it('does not turn panel labels with a comparison into sections', async () => {
    const gce = await parse(
      'rag-dev/pdfs/astro-GCE-SNIa-delay-time-distribution-APOGEE-AASTeX631-twocolumn-linenumbers.pdf',
    )
    expect(titles(gce).filter((title) => /R_(?:gal|form) </.test(title))).toEqual([])
    expect(titles(gce)).toEqual(expect.arrayContaining(['4.1. The distribution of [Fe/H]']))
  })

  it('does not turn a line of authors with affiliation marks into a section', async () => {
    const nature = await parse(
      'rag-dev/pdfs/astro-ASASSN21qj-planetary-collision-afterglow-Nature-snjnl-singlecolumn.pdf',
    )
    const acm = await parse('pdfs/cs-arXiv-2304.02623v1-ACM-acmart-twocolumn.pdf')
    expect(titles(nature).filter((title) => title.includes('Mulato'))).toEqual([])
    expect(nature.pages[0]).toContain('Lionel Mulato^18, Thomas Petit^18')
    expect(titles(acm).filter((title) => title.includes('Hammerbacher'))).toEqual([])
  })
})

describe('exponents and subscripts', { timeout: 60_000 }, () => {
  let aurorae: ParsedPdf
  beforeAll(async () => {
    aurorae = await parse('pdf-fidelity/astro-PaleGreenDot-ProximaCenb-exoaurorae-emulateapj-exponents-tables.pdf')
  }, 60_000)

  it('writes superscripts with ^ and subscripts with _, from the glyphs’ size and baseline', () => {
    expect(aurorae.pages[4]).toContain('where K_1 = 3.78 × 10^7 is a coupling constant')
    expect(aurorae.pages[4]).toContain('(4 cm^−3, 400 km s^−1)')
    expect(aurorae.pages[4]).toContain('M = 8.0×10^15 Tesla m^3')
  })

  it('joins a superscript to its own column’s line, not to the other column’s line at its height', () => {
    // The "8" of 10^8 sits level with a right-column line on page 8.
    expect(aurorae.pages[7]).toContain('∼4.54×10^8 W')
  })

  it('reads an A&A abstract’s exponents', async () => {
    const betaPic = await parse('rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf')
    expect(betaPic.pages[0]).toContain('upper limit between 10^12 cm^−2 and 10^13 cm^−2')
  })
})

describe('tables as rows', { timeout: 60_000 }, () => {
  it('writes an A&A table as its caption, then its header row, then one line per row with its cells', async () => {
    const asassn = await parse('pdf-fidelity/astro-ASASSN21qj-eclipse-draft-AandA-twocolumn.pdf')
    expect(asassn.pages[1]).toContain('Table 1. Properties of ASASSN-21qj\n\nProperty | Value | Ref.\n')
    expect(asassn.pages[1]).toContain(
      'µ_α [mas yr^−1] | −9.692 ± 0.012 | 1\nµ_δ [mas yr^−1] | 7.349 ± 0.012 | 1\nϖ [mas] | 1.763 ± 0.011 | 1\nDistance [pc] | 567.2^+6.7_−5.9 | 2',
    )
  })

  it('keeps a one-column table of a pdfTeX paper with its header', async () => {
    const xdc = await parse('pdf-fidelity/astro-XDC-JWST-correlated-selection-bias-AandA-twocolumn-pdfTeX.pdf')
    expect(xdc.pages[2]).toContain(
      'quantity | response per σ_F150W\nspecific SFR | +0.073 ± 0.006 dex\nrecent-mass fraction (youth) | +0.082 ± 0.008 dex',
    )
  })

  it('does not take two columns of prose side by side for a table where no gutter is found', async () => {
    const ebtel = await parse('rag-dev/pdfs/astro-EBTEL-time-variable-abundances-coronal-loops-AASTeX631-twocolumn.pdf')
    expect(ebtel.pages[0]).not.toMatch(/INTRODUCTION \|/)
    expect(ebtel.pages[0]).not.toContain(' | ')
  })
})

describe('sideways pages', { timeout: 60_000 }, () => {
  it('reads a landscape table page turned upright instead of leaving it empty', async () => {
    const yses = await parse(
      'pdf-fidelity/astro-YSES-Young-Suns-Exoplanet-Survey-draft-AandA-onecolumn-sidewaystable.pdf',
    )
    expect(yses.pages[7]).toContain('Table 1. Star targets and their properties')
    expect(yses.pages[7]).toContain('J11272881-3952572 01:23:45 -33:22:10 | 110 | 1.1 | 9 | 8 | 2017-04-18')
  })
})

describe('small print at the top of a column', { timeout: 60_000 }, () => {
  it('keeps acknowledgements and references running on into the top margin band, and drops the running head', async () => {
    const pyspi = await parse('pdf-fidelity/astro-PySPI-INTEGRAL-SPI-GRB-spectral-analysis-AandA-twocolumn.pdf')
    const betaPic = await parse('rag-dev/pdfs/astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf')
    expect(pyspi.pages[6]).toContain(
      'BB acknowledges support from the German Aerospace Center (Deutsches Zentrum für Luft- und Raumfahrt, DLR) under FKZ 50 0R 1913.',
    )
    expect(pyspi.pages.join('\n')).not.toContain('Björn Biltzinger et al.: Improving INTEGRAL/SPI analysis for GRBs')
    expect(betaPic.pages.join('\n')).toContain('Koen, C., Balona, L. A., Khadaroo, K., et al. 2003, MNRAS, 344, 1250')
  })
})
