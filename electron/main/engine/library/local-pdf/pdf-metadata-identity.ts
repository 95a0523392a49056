import { findIdentifiersInText } from '../identifiers/identifier'
import type { PdfMetadata } from '../parse/pdf-text-protocol'

/** XMP properties publishers put a paper's own DOI in (PRISM, Dublin Core, PDF/X, Crossmark). */
const doiProperties = ['prism:doi', 'pdfx:doi', 'crossmark:doi', 'dc:identifier', 'prism:url']

/** Info and XMP titles that name a file or a tool, not the paper. */
const placeholderTitle = /^(?:untitled|title|microsoft word\b.*|.*\.(?:dvi|tex|docx?|pdf|ps)|[\w-]+_\d+\S*)$/iu

/**
 * What a PDF's own metadata says about it: the arXiv id or DOI it names (the DOI properties first, then any value,
 * e.g. Info's Subject "Astronomy & Astrophysics, doi:10.1051/…"), and its title when it looks like one.
 */
export function identityFromMetadata(metadata: PdfMetadata | null): {
  arxivId: string | null
  doi: string | null
  title: string
} {
  if (!metadata) return { arxivId: null, doi: null, title: '' }
  const xmp = new Map(Object.entries(metadata.xmp).map(([key, value]) => [key.toLowerCase(), value]))
  const named = findIdentifiersInText(doiProperties.map((key) => xmp.get(key) ?? '').join('\n'))
  const anywhere = findIdentifiersInText([...Object.values(metadata.xmp), ...Object.values(metadata.info)].join('\n'))
  const title = [xmp.get('dc:title'), metadata.info.Title]
    .map((value) => value?.replace(/\s+/gu, ' ').trim() ?? '')
    .find((value) => value.length > 3 && !placeholderTitle.test(value))
  return {
    arxivId: named.arxivIds[0] ?? anywhere.arxivIds[0] ?? null,
    doi: named.dois[0] ?? anywhere.dois[0] ?? null,
    title: title ?? '',
  }
}
