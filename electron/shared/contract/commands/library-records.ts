import { z } from 'zod'
import { paperSchema } from '../../domain/paper'
import { paperEditSchema } from '../../domain/paper-edit'

/** Correcting a library record by hand. */
export const libraryRecordCommands = {
  /** Edits a paper's record; what the user sets is theirs, never replaced by a later ADS/arXiv lookup. */
  'library.updatePaper': {
    input: z.object({
      paper: z.string().min(1).describe('Library id, arXiv id, DOI or bibcode'),
      edit: paperEditSchema,
    }),
    output: z.object({ paper: paperSchema, citationKey: z.string() }),
  },
} as const
