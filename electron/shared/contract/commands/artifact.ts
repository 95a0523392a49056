import { z } from 'zod'

export const artifactViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentType: z.string(),
  source: z.enum(['agent', 'tool', 'user']),
  content: z.string(),
  version: z.number().int().positive(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type ArtifactView = z.infer<typeof artifactViewSchema>

const artifactRef = { sessionId: z.string().min(1), id: z.string().min(1) }
const version = z.number().int().positive()

export const artifactCommands = {
  'artifact.list': { input: z.object({ sessionId: z.string().min(1) }), output: z.array(artifactViewSchema) },
  'artifact.get': {
    input: z.object({ ...artifactRef, version: version.optional() }),
    output: artifactViewSchema,
  },
  'artifact.versions': {
    input: z.object(artifactRef),
    output: z.array(
      z.object({
        version,
        size: z.number().int().nonnegative(),
        changeSummary: z.string(),
        /** Who wrote the version: the user for hand edits and restores. */
        author: z.enum(['agent', 'tool', 'user']),
        createdAt: z.number(),
      }),
    ),
  },
  /** A new version equal to an older one (the versions in between are kept). */
  'artifact.restore': { input: z.object({ ...artifactRef, version }), output: artifactViewSchema },
  /** The user's own text as a new version; refused when the artifact moved past `baseVersion` meanwhile. */
  'artifact.edit': {
    input: z.object({ ...artifactRef, content: z.string().max(20_000_000), baseVersion: version }),
    output: artifactViewSchema,
  },
  /** A rendered artifact as PDF, printed by the host (Electron's printToPDF, or Chromium for the headless host). */
  'artifact.exportPdf': {
    input: z.object({ html: z.string().min(1).max(20_000_000), title: z.string().max(300) }),
    output: z.object({ pdfBase64: z.string() }),
  },
} as const
