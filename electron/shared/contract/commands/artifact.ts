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

export const artifactCommands = {
  'artifact.list': { input: z.object({ sessionId: z.string().min(1) }), output: z.array(artifactViewSchema) },
  'artifact.get': {
    input: z.object({ ...artifactRef, version: z.number().int().positive().optional() }),
    output: artifactViewSchema,
  },
  'artifact.versions': {
    input: z.object(artifactRef),
    output: z.array(
      z.object({
        version: z.number().int().positive(),
        size: z.number().int().nonnegative(),
        changeSummary: z.string(),
        createdAt: z.number(),
      }),
    ),
  },
  /** A rendered artifact as PDF; only where the host can print (the desktop app). */
  'artifact.exportPdf': {
    input: z.object({ html: z.string().min(1).max(20_000_000), title: z.string().max(300) }),
    output: z.object({ pdfBase64: z.string() }),
  },
} as const
