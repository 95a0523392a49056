import { XMLParser } from 'fast-xml-parser'
import { z } from 'zod'
import type { ArxivEntry } from '../../electron/main/engine/library/arxiv/arxiv-atom-parser'

const text = z.union([z.string(), z.number()]).transform(String)
const recordSchema = z.object({
  metadata: z
    .object({
      arXivRaw: z.object({
        id: text,
        title: text,
        authors: text.default(''),
        categories: text,
        abstract: text.default(''),
        version: z.array(z.object({ date: z.string() })).default([]),
      }),
    })
    .optional(),
})
const documentSchema = z.object({
  'OAI-PMH': z.object({ ListRecords: z.object({ record: z.array(recordSchema) }) }),
})

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim()

/** An OAI-PMH ListRecords page in arXivRaw, as the API's entries (first version's date as `published`). */
export function parseOaiListing(xml: string): ArxivEntry[] {
  const parser = new XMLParser({
    ignoreAttributes: true,
    removeNSPrefix: true,
    parseTagValue: false,
    isArray: (name) => name === 'record' || name === 'version',
  })
  const records = documentSchema.parse(parser.parse(xml))['OAI-PMH'].ListRecords.record
  return records.flatMap((record) => {
    const raw = record.metadata?.arXivRaw
    if (!raw) return []
    const categories = collapse(raw.categories).split(' ')
    const published = raw.version[0] ? new Date(raw.version[0].date).toISOString() : ''
    return [
      {
        arxivId: raw.id,
        version: raw.version.length || null,
        title: collapse(raw.title),
        abstract: collapse(raw.abstract),
        authors: collapse(raw.authors)
          .split(/,\s*|\s+and\s+/)
          .filter(Boolean),
        published,
        updated: published,
        doi: null,
        journalRef: null,
        comment: null,
        primaryCategory: categories[0] ?? null,
        categories,
        absUrl: `https://arxiv.org/abs/${raw.id}`,
        pdfUrl: null,
      },
    ]
  })
}

/** The records in an astro-ph category (primary or cross-listed). */
export const isAstro = (entry: ArxivEntry) => entry.categories.some((category) => category.startsWith('astro-ph'))
