import { z } from 'zod'

const adsLibraryId = z.string().trim().min(1).max(200)

/** The user's NASA ADS libraries (biblib): list them, import one into a collection, export a collection to one. */
export const adsLibraryCommands = {
  'adsLibrary.list': {
    input: z.object({}),
    output: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        documents: z.number().int().nonnegative(),
        permission: z.enum(['read', 'write', 'admin', 'owner']),
        public: z.boolean(),
      }),
    ),
  },
  'adsLibrary.import': {
    input: z.object({ libraryId: adsLibraryId, collection: z.string().trim().min(1).max(200).optional() }),
    output: z.object({
      collection: z.string(),
      imported: z.number().int().nonnegative(),
      updated: z.number().int().nonnegative(),
      missing: z.array(z.string()),
    }),
  },
  'adsLibrary.export': {
    input: z.object({
      collection: z.string().trim().min(1).max(200),
      libraryId: adsLibraryId.optional(),
      name: z.string().trim().min(1).max(200).optional(),
    }),
    output: z.object({
      libraryId: z.string(),
      name: z.string(),
      added: z.number().int().nonnegative(),
      withoutBibcode: z.array(z.string()),
    }),
  },
} as const
