import { z } from 'zod'

const zoteroImportSummarySchema = z.object({
  imported: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  notes: z.number().int().nonnegative(),
  attachments: z.number().int().nonnegative(),
  collections: z.number().int().nonnegative(),
  papers: z.array(
    z.object({
      zoteroKey: z.string(),
      paperId: z.string(),
      citationKey: z.string().nullable(),
      outcome: z.enum(['imported', 'updated']),
    }),
  ),
  skipped: z.array(
    z.object({
      zoteroKey: z.string(),
      title: z.string(),
      reason: z.enum(['not-a-paper', 'no-title', 'attachment-missing', 'attachment-not-stored']),
      detail: z.string(),
    }),
  ),
})

export type ZoteroImportSummaryOutput = z.infer<typeof zoteroImportSummarySchema>

/** Importing a Zotero data folder (its zotero.sqlite and storage/) into the library. */
export const zoteroCommands = {
  'library.importZotero': {
    input: z.object({ dir: z.string().trim().min(1).max(4096) }),
    output: zoteroImportSummarySchema,
  },
  'library.zoteroDefaultDir': { input: z.object({}), output: z.object({ dir: z.string(), found: z.boolean() }) },
} as const
