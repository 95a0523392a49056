import { z } from 'zod'

export const readingStatusSchema = z.enum(['unread', 'reading', 'read'])
export const downloadStatusSchema = z.enum(['none', 'downloading', 'downloaded', 'failed', 'unavailable'])
/**
 * `no-text`: the PDF has no text layer (scanned or empty); `partial`: some pages' text was lost to corrupt data. Neither
 * is ever reported as ready.
 */
export const parseStatusSchema = z.enum(['none', 'parsing', 'ready', 'partial', 'no-text', 'failed'])
export const paperSourceSchema = z.enum(['ads', 'arxiv', 'bibtex', 'crossref', 'inbox', 'manual', 'zotero'])

export const paperIdentifiersSchema = z.object({
  /** Base id without version, e.g. `2401.00010` or `astro-ph/0601001`. */
  arxivId: z.string().nullable(),
  /** Lower-case, without `https://doi.org/`. */
  doi: z.string().nullable(),
  /** 19 characters. */
  bibcode: z.string().nullable(),
})
export type PaperIdentifiers = z.infer<typeof paperIdentifiersSchema>

/**
 * What a reference list needs beyond title, authors, year and venue: the BibTeX entry type, the typed details sources
 * report (all as written: `L7`, `123-130`, `01`), and every field of the BibTeX entry the paper was imported from, as
 * TeX by lower-case name, so an export gives that entry back.
 */
const bibliographySchema = z.object({
  /** Lower-case BibTeX entry type (`article`, `phdthesis`, `software`…); null when no source said. */
  entryType: z.string().nullable(),
  volume: z.string().nullable(),
  issue: z.string().nullable(),
  pages: z.string().nullable(),
  eid: z.string().nullable(),
  /** `01`…`12`, or the text a source gave. */
  month: z.string().nullable(),
  /** arXiv's primary category, e.g. `astro-ph.GA`. */
  arxivClass: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
})
export type Bibliography = z.infer<typeof bibliographySchema>

export const emptyBibliography: Bibliography = {
  entryType: null,
  volume: null,
  issue: null,
  pages: null,
  eid: null,
  month: null,
  arxivClass: null,
  fields: {},
}

/** Metadata of a paper as a source reports it (before it is in the library). */
export const paperRecordSchema = paperIdentifiersSchema.extend({
  title: z.string(),
  authors: z.array(z.string()),
  abstract: z.string().default(''),
  year: z.number().int().nullable().default(null),
  venue: z.string().default(''),
  keywords: z.array(z.string()).default([]),
  citationCount: z.number().int().nonnegative().nullable().default(null),
  arxivVersion: z.number().int().positive().nullable().default(null),
  /** Links that may lead to an open copy (ADS `links_data` with open access, arXiv PDF link). */
  openAccessUrls: z.array(z.string()).default([]),
  publisherUrl: z.string().nullable().default(null),
  sources: z.array(paperSourceSchema).default([]),
  bibliography: bibliographySchema.default(emptyBibliography),
})
export type PaperRecord = z.infer<typeof paperRecordSchema>
export type PaperRecordInput = z.input<typeof paperRecordSchema>

/** A paper's entry in the passage search index; `model` is null when it is indexed for keyword search only. */
export const paperIndexStatusSchema = z.object({
  passages: z.number().int().nonnegative(),
  model: z.string().nullable(),
  dimensions: z.number().int().nonnegative(),
  indexedAt: z.number(),
})
export type PaperIndexStatus = z.infer<typeof paperIndexStatusSchema>
export const parseProblemSchema = z.object({
  code: z.enum([
    'pdf-unreadable',
    'pdf-password',
    'pdf-too-slow',
    'pdf-decoded-too-large',
    'pdf-text-over-budget',
    'pdf-reader-stopped',
    'pdf-partial',
  ]),
  params: z.record(z.string(), z.string()),
})
export type ParseProblem = z.infer<typeof parseProblemSchema>

export const paperSchema = paperRecordSchema.extend({
  id: z.string(),
  readingStatus: readingStatusSchema,
  downloadStatus: downloadStatusSchema,
  parseStatus: parseStatusSchema,
  parseError: z.string().nullable(),
  /** Why the parse failed or was partial, for the window to translate (`library.pdfError.<code>` with `params`). */
  parseProblem: parseProblemSchema.nullable(),
  pdfPath: z.string().nullable(),
  markdownPath: z.string().nullable(),
  pageCount: z.number().int().nonnegative().nullable(),
  /** Null until the paper has been indexed for passage search (after a successful parse). */
  searchIndex: paperIndexStatusSchema.nullable(),
  tags: z.array(z.string()),
  collections: z.array(z.string()),
  addedAt: z.number(),
  updatedAt: z.number(),
})
export type Paper = z.infer<typeof paperSchema>

/** A search hit, merged across sources, with the local library's view of it. */
export const paperSearchHitSchema = paperRecordSchema.extend({
  localId: z.string().nullable(),
  localStatus: z
    .object({
      downloadStatus: downloadStatusSchema,
      parseStatus: parseStatusSchema,
      readingStatus: readingStatusSchema,
    })
    .nullable(),
})
export type PaperSearchHit = z.infer<typeof paperSearchHitSchema>

export const noteSchema = z.object({
  id: z.string(),
  paperId: z.string(),
  page: z.number().int().positive().nullable(),
  content: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type Note = z.infer<typeof noteSchema>

export const highlightRectSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
})

export const highlightSchema = z.object({
  id: z.string(),
  paperId: z.string(),
  page: z.number().int().positive(),
  quote: z.string(),
  rects: z.array(highlightRectSchema),
  color: z.string(),
  comment: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type Highlight = z.infer<typeof highlightSchema>

export const paperSectionSchema = z.object({
  title: z.string(),
  level: z.number().int().min(1).max(6),
  page: z.number().int().positive(),
  isReferences: z.boolean(),
})
export type PaperSection = z.infer<typeof paperSectionSchema>

export const targetResolutionSchema = z.object({
  name: z.string(),
  found: z.boolean(),
  /** ICRS J2000, degrees. */
  ra: z.number().nullable(),
  dec: z.number().nullable(),
  /** Sexagesimal position as the resolver wrote it. */
  position: z.string().nullable(),
  objectType: z.string().nullable(),
  canonicalName: z.string().nullable(),
  aliases: z.array(z.string()),
  resolvers: z.array(z.object({ name: z.string(), found: z.boolean(), message: z.string().nullable() })),
})
export type TargetResolution = z.infer<typeof targetResolutionSchema>
