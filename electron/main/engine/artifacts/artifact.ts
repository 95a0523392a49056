import { z } from 'zod'

export const artifactContentTypeSchema = z.enum([
  'text/markdown',
  'text/plain',
  'text/x-python',
  'text/x-latex',
  'application/json',
  'text/csv',
])

const artifactSourceSchema = z.enum(['agent', 'tool', 'user'])
export type ArtifactSource = z.infer<typeof artifactSourceSchema>

export interface Artifact {
  sessionId: string
  id: string
  title: string
  contentType: string
  source: ArtifactSource
  content: string
  version: number
  createdAt: number
  updatedAt: number
}

export interface ArtifactVersionInfo {
  version: number
  size: number
  changeSummary: string
  author: ArtifactSource
  createdAt: number
}

/** Artifact ids are what the model types: short, safe, unambiguous. */
export const artifactIdSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'use letters, digits, "_", "-" and "." (start with a letter or digit)')

export class ArtifactError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ArtifactError'
  }
}

/** The artifact got a newer version than the one a change was based on (the agent wrote while the user edited). */
export class ArtifactChangedError extends ArtifactError {
  constructor(
    readonly id: string,
    readonly currentVersion: number,
  ) {
    super(`Artifact '${id}' changed meanwhile; it is now at version ${currentVersion}`)
    this.name = 'ArtifactChangedError'
  }
}
