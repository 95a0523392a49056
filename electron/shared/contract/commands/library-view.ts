import { z } from 'zod'
import {
  highlightRectSchema,
  highlightSchema,
  noteSchema,
  paperRecordSchema,
  paperSchema,
  paperSearchHitSchema,
  readingStatusSchema,
} from '../../domain/paper'

const paperRef = { paper: z.string().min(1).describe('Library id, arXiv id, DOI or bibcode') }
const labelCount = z.object({ name: z.string(), count: z.number().int().nonnegative() })
const collectionName = z.string().trim().min(1).max(200)

/** The library and reader views' commands: remote search, the local library, files, labels, BibTeX, annotations. */
export const libraryViewCommands = {
  'library.search': {
    input: z.object({
      query: z.string().trim().min(1).max(2000),
      source: z.enum(['ads', 'arxiv', 'all']).default('all'),
      start: z.number().int().nonnegative().default(0),
      rows: z.number().int().positive().max(200).default(20),
      sort: z.string().max(100).optional(),
    }),
    output: z.object({
      hits: z.array(paperSearchHitSchema),
      totals: z.object({ ads: z.number().int().nullable(), arxiv: z.number().int().nullable() }),
      errors: z.array(z.object({ source: z.enum(['ads', 'arxiv']), message: z.string() })),
      adsQuota: z.object({ limit: z.number(), remaining: z.number(), resetsAt: z.number() }).nullable(),
    }),
  },
  'library.import': {
    input: z.object({
      records: z.array(paperRecordSchema).max(200).default([]),
      identifiers: z.array(z.string().min(1)).max(200).default([]),
    }),
    output: z.object({
      papers: z.array(paperSchema),
      failures: z.array(z.object({ input: z.string(), reason: z.string() })),
    }),
  },
  'library.list': {
    input: z.object({
      text: z.string().max(500).optional(),
      tag: z.string().optional(),
      collection: z.string().optional(),
      status: z.string().optional(),
      sort: z.enum(['added', 'title', 'firstAuthor', 'year', 'venue', 'citations', 'status']).default('added'),
      direction: z.enum(['asc', 'desc']).optional(),
      limit: z.number().int().positive().max(500).default(50),
      offset: z.number().int().nonnegative().default(0),
    }),
    output: z.object({ papers: z.array(paperSchema), total: z.number().int().nonnegative() }),
  },
  'paper.get': { input: z.object(paperRef), output: paperSchema },
  'paper.update': {
    input: z.object({
      ...paperRef,
      readingStatus: readingStatusSchema.optional(),
      tags: z.array(z.string().max(100)).max(100).optional(),
      addCollections: z.array(collectionName).optional(),
      removeCollections: z.array(collectionName).optional(),
    }),
    output: paperSchema,
  },
  'paper.remove': { input: z.object(paperRef), output: z.object({ removed: z.boolean() }) },
  'paper.download': { input: z.object({ ...paperRef, force: z.boolean().default(false) }), output: paperSchema },
  'paper.parse': { input: z.object(paperRef), output: paperSchema },
  'paper.file': {
    input: z.object({ paperId: z.string().min(1) }),
    output: z.object({
      paperId: z.string(),
      /** The PDF, base64-encoded; the renderer never reads the filesystem. */
      base64: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string(),
    }),
  },
  'tag.list': { input: z.object({}), output: z.array(labelCount) },
  'collection.list': { input: z.object({}), output: z.array(labelCount) },
  'collection.create': { input: z.object({ name: collectionName }), output: z.object({}) },
  'collection.rename': { input: z.object({ from: z.string().min(1), to: collectionName }), output: z.object({}) },
  'collection.delete': { input: z.object({ name: z.string().min(1) }), output: z.object({ removed: z.boolean() }) },
  'library.exportBibtex': {
    input: z.object({ paperIds: z.array(z.string()).optional(), collection: z.string().optional() }),
    output: z.object({ bibtex: z.string() }),
  },
  'library.importBibtex': {
    input: z.object({ text: z.string().max(20_000_000) }),
    output: z.object({ papers: z.array(paperSchema), errors: z.array(z.string()) }),
  },
  'note.list': { input: z.object(paperRef), output: z.array(noteSchema) },
  'note.save': {
    input: z.object({
      ...paperRef,
      id: z.string().optional(),
      page: z.number().int().positive().nullable().default(null),
      content: z.string().trim().min(1).max(100_000),
    }),
    output: noteSchema,
  },
  'note.delete': { input: z.object({ id: z.string().min(1) }), output: z.object({ removed: z.boolean() }) },
  'highlight.list': { input: z.object(paperRef), output: z.array(highlightSchema) },
  'highlight.save': {
    input: z.object({
      ...paperRef,
      id: z.string().optional(),
      page: z.number().int().positive(),
      quote: z.string().max(20_000),
      rects: z.array(highlightRectSchema).min(1).max(500),
      color: z.string().regex(/^[a-z-]{1,20}$/),
      comment: z.string().max(20_000).default(''),
    }),
    output: highlightSchema,
  },
  'highlight.delete': { input: z.object({ id: z.string().min(1) }), output: z.object({ removed: z.boolean() }) },
} as const
