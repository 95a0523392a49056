import { XMLParser } from 'fast-xml-parser'
import { z } from 'zod'
import { parseArxivId } from '../identifiers/arxiv-id'
import { normalizeDoi } from '../identifiers/doi'

export interface ArxivEntry {
  arxivId: string
  version: number | null
  title: string
  abstract: string
  authors: string[]
  published: string
  updated: string
  doi: string | null
  journalRef: string | null
  comment: string | null
  primaryCategory: string | null
  categories: string[]
  absUrl: string
  pdfUrl: string | null
}

export interface ArxivFeed {
  totalResults: number
  startIndex: number
  itemsPerPage: number
  entries: ArxivEntry[]
}

/** The API reports bad queries as a feed with one entry whose id points at /api/errors. */
export class ArxivApiError extends Error {
  constructor(message: string) {
    super(`arXiv rejected the query: ${message}`)
    this.name = 'ArxivApiError'
  }
}

const text = z.union([z.string(), z.object({ '#text': z.string() }).transform((value) => value['#text'])])
const link = z.object({ '@_href': z.string(), '@_rel': z.string().optional(), '@_title': z.string().optional() })
const entrySchema = z.object({
  id: z.string(),
  title: text.default(''),
  summary: text.default(''),
  published: z.string().default(''),
  updated: z.string().default(''),
  author: z.array(z.object({ name: z.string() })).default([]),
  link: z.array(link).default([]),
  doi: text.optional(),
  journal_ref: text.optional(),
  comment: text.optional(),
  primary_category: z.object({ '@_term': z.string() }).optional(),
  category: z.array(z.object({ '@_term': z.string() })).default([]),
})
const feedSchema = z.object({
  feed: z.object({
    totalResults: text.default('0'),
    startIndex: text.default('0'),
    itemsPerPage: text.default('0'),
    entry: z.array(entrySchema).default([]),
  }),
})

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  isArray: (name) => ['entry', 'author', 'link', 'category'].includes(name),
})

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim()

function toEntry(raw: z.infer<typeof entrySchema>): ArxivEntry {
  const parsed = parseArxivId(raw.id)
  if (!parsed) throw new Error(`arXiv returned an entry with an unrecognised id: ${raw.id}`)
  return {
    arxivId: parsed.id,
    version: parsed.version,
    title: collapse(raw.title),
    abstract: collapse(raw.summary),
    authors: raw.author.map((author) => collapse(author.name)),
    published: raw.published,
    updated: raw.updated,
    doi: raw.doi ? normalizeDoi(raw.doi) : null,
    journalRef: raw.journal_ref ? collapse(raw.journal_ref) : null,
    comment: raw.comment ? collapse(raw.comment) : null,
    primaryCategory: raw.primary_category?.['@_term'] ?? null,
    categories: raw.category.map((category) => category['@_term']),
    absUrl: raw.link.find((item) => item['@_rel'] === 'alternate')?.['@_href'] ?? raw.id,
    pdfUrl: raw.link.find((item) => item['@_title'] === 'pdf')?.['@_href'] ?? null,
  }
}

/** Parses an arXiv API Atom feed; an error entry becomes an ArxivApiError. */
export function parseArxivFeed(xml: string): ArxivFeed {
  const result = feedSchema.safeParse(parser.parse(xml))
  if (!result.success) throw new Error(`arXiv returned a feed this app cannot read: ${result.error.message}`)
  const feed = result.data.feed
  const error = feed.entry.find((entry) => entry.id.includes('/api/errors'))
  if (error) throw new ArxivApiError(collapse(error.summary))
  return {
    totalResults: Number(feed.totalResults),
    startIndex: Number(feed.startIndex),
    itemsPerPage: Number(feed.itemsPerPage),
    entries: feed.entry.map(toEntry),
  }
}
