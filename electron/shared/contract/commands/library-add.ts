import { z } from 'zod'
import { addJobSchema } from '../../domain/library-add'
import { paperRecordSchema } from '../../domain/paper'

const jobs = z.object({ jobs: z.array(addJobSchema) })

/**
 * Adding papers in one action: each identifier or record becomes a job that imports, downloads the open copy and
 * parses it in the background (download and parse as Settings → Services allow), reported by `library-add-updated`.
 */
export const libraryAddCommands = {
  'library.add': {
    input: z
      .object({
        /** arXiv ids, DOIs, bibcodes, or ADS / arXiv / doi.org URLs, as pasted. */
        identifiers: z.array(z.string().trim().min(1).max(2000)).max(200).default([]),
        records: z.array(paperRecordSchema).max(200).default([]),
      })
      .refine((input) => input.identifiers.length + input.records.length > 0, 'Give an identifier or a record to add'),
    output: jobs,
  },
  /** Every job since the app started, newest first. */
  'library.addQueue': { input: z.object({}), output: jobs },
  'library.addRetry': { input: z.object({ jobId: z.string().min(1) }), output: z.object({ job: addJobSchema }) },
  /** Stops a queued or running job; the paper stays in the library with what was done. */
  'library.addCancel': { input: z.object({ jobId: z.string().min(1) }), output: z.object({ job: addJobSchema }) },
  /** Forgets finished and failed jobs. */
  'library.addClear': { input: z.object({}), output: jobs },
} as const
