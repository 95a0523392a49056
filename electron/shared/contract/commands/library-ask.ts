import { z } from 'zod'
import { paperSchema } from '../../domain/paper'

/** Which papers a question is asked over. */
export const askScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('library') }),
  z.object({ kind: z.literal('collection'), name: z.string().trim().min(1).max(200) }),
  z.object({ kind: z.literal('papers'), paperIds: z.array(z.string().min(1)).min(1).max(500) }),
])
export type AskScope = z.infer<typeof askScopeSchema>

export const passageSchema = z.object({
  /** The key an answer cites, e.g. "P2". */
  key: z.string(),
  paperId: z.string(),
  title: z.string(),
  firstAuthor: z.string(),
  year: z.number().int().nullable(),
  section: z.string(),
  page: z.number().int().positive(),
  pageEnd: z.number().int().positive(),
  text: z.string(),
  score: z.number(),
})
export type PassageView = z.infer<typeof passageSchema>

/** How passages were found: words only, or words fused with an embedding model's vectors. */
export const retrievalSchema = z.object({
  mode: z.enum(['keyword', 'hybrid']),
  /** The embedding model, null for keyword-only retrieval. */
  embedder: z.string().nullable(),
  /** Why the configured embedding model was not used and keywords alone found the passages; null when it was. */
  fallback: z.object({ code: z.string(), message: z.string() }).nullable(),
})

export const askAnswerSchema = z.object({
  text: z.string(),
  /** Citation keys that name a retrieved passage. */
  cited: z.array(z.string()),
  /** Citation keys the model wrote that match no passage. */
  unknown: z.array(z.string()),
})

const scopedQuery = {
  scope: askScopeSchema.default({ kind: 'library' }),
  k: z.number().int().min(1).max(50).default(8),
}

export const libraryAskCommands = {
  'library.ask': {
    input: z.object({
      question: z.string().trim().min(3).max(2000),
      ...scopedQuery,
      /** Also have the configured model write an answer from the passages. */
      answer: z.boolean().default(true),
    }),
    output: z.object({
      passages: z.array(passageSchema),
      retrieval: retrievalSchema,
      answer: askAnswerSchema.nullable(),
      /** Why no answer was written although one was asked for; null when there is one (or none was asked for). */
      abstained: z.enum(['no-passages', 'weak-evidence', 'no-model', 'uncited']).nullable(),
      indexed: z.number().int().nonnegative(),
    }),
  },
  'library.searchText': {
    input: z.object({ query: z.string().trim().min(1).max(2000), ...scopedQuery }),
    output: z.object({ passages: z.array(passageSchema), retrieval: retrievalSchema }),
  },
  'library.index': {
    input: z.object({ paperIds: z.array(z.string().min(1)).max(500).optional() }),
    output: z.object({
      /** Papers (re-)indexed now; the others were current. */
      indexed: z.number().int().nonnegative(),
      papers: z.number().int().nonnegative(),
      chunks: z.number().int().nonnegative(),
      retrieval: retrievalSchema,
    }),
  },
  'library.addFile': {
    input: z.object({ path: z.string().min(1).max(4096) }),
    output: z.object({ paper: paperSchema, chunks: z.number().int().nonnegative(), duplicate: z.boolean() }),
  },
} as const
