import { z } from 'zod'
import { addJobSchema } from '../../domain/library-add'
import { paperRecordSchema } from '../../domain/paper'

const jobs = z.object({ jobs: z.array(addJobSchema) })

/** The largest PDF the window may hand over (upload, drop, file dialog); bigger files go through the inbox folder. */
export const MAX_PDF_UPLOAD_BYTES = 100 * 1024 * 1024
const pdfUpload = {
  fileName: z.string().trim().min(1).max(500),
  /** The file's bytes, base64-encoded. */
  base64: z
    .string()
    .max(Math.ceil(MAX_PDF_UPLOAD_BYTES / 3) * 4, `A PDF may be at most ${MAX_PDF_UPLOAD_BYTES / 1024 / 1024} MB`)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Not base64'),
}

/** Commands whose input carries a whole file: hosts with a body limit (HTTP) allow these up to the upload size. */
export const uploadCommandNames: readonly string[] = ['library.addPdf', 'paper.attachPdf']

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
  /** A local PDF: its identifiers or first-page layout give the metadata, then it is parsed like any other. */
  'library.addPdf': { input: z.object(pdfUpload), output: z.object({ job: addJobSchema }) },
  /** Makes a PDF the copy of a paper already in the library (e.g. one fetched from the publisher), then parses it. */
  'paper.attachPdf': {
    input: z.object({ paper: z.string().min(1), ...pdfUpload }),
    output: z.object({ job: addJobSchema }),
  },
  /** Whether the host has a system file dialog for PDFs (the desktop app); a browser uses its own file input. */
  'library.pdfDialog': { input: z.object({}), output: z.object({ available: z.boolean() }) },
  /**
   * Asks for PDFs in the system's file dialog and adds each (or, given `paper`, attaches the one picked to it); the
   * user's files stay where they are. No jobs when the dialog was cancelled.
   */
  'library.addPdfsWithDialog': { input: z.object({ paper: z.string().min(1).optional() }), output: jobs },
  /** The folder whose PDFs are imported on their own. */
  'library.inbox': { input: z.object({}), output: z.object({ path: z.string() }) },
  /** Forgets finished and failed jobs. */
  'library.addClear': { input: z.object({}), output: jobs },
} as const
