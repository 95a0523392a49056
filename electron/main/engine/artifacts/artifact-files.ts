import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { writeFileAtomic } from '../fs/atomic-write'
import { ArtifactError } from './artifact'

/** What a file-backed artifact version stores as its content: where its bytes are, and what they were called. */
const descriptorSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{64}(\.[a-z0-9.]{1,12})?$/),
  name: z.string(),
  bytes: z.number().int().nonnegative(),
})
type ArtifactFileDescriptor = z.infer<typeof descriptorSchema>

/** Artifact bytes kept in the data dir, each under its SHA-256 so versions never overwrite each other. */
export function createArtifactFiles(dir: string) {
  return {
    async put(bytes: Uint8Array, name: string): Promise<ArtifactFileDescriptor> {
      const extension = name.toLowerCase().match(/(\.[a-z0-9]{1,8}(\.gz)?)$/)?.[1] ?? ''
      const file = `${createHash('sha256').update(bytes).digest('hex')}${extension}`
      const path = join(dir, file)
      if (!existsSync(path)) {
        mkdirSync(dir, { recursive: true })
        await writeFileAtomic(path, bytes)
      }
      return { file, name, bytes: bytes.byteLength }
    },

    /** The descriptor a version's content holds. */
    describe(content: string): ArtifactFileDescriptor {
      try {
        return descriptorSchema.parse(JSON.parse(content))
      } catch {
        throw new ArtifactError('This artifact version does not name a stored file.')
      }
    },

    async read(descriptor: ArtifactFileDescriptor): Promise<Buffer> {
      try {
        return await readFile(join(dir, descriptor.file))
      } catch {
        throw new ArtifactError(`The file of this artifact (${descriptor.name}) is missing from the data folder.`)
      }
    },
  }
}

export type ArtifactFiles = ReturnType<typeof createArtifactFiles>

export const descriptorContent = (descriptor: ArtifactFileDescriptor) => JSON.stringify(descriptor)
