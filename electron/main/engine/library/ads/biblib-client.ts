import { z } from 'zod'
import type { AdsClient } from './ads-client'

/** One of the user's ADS libraries, as biblib's `/libraries` lists it. */
const adsLibrarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().default(''),
  num_documents: z.number().int().nonnegative(),
  date_last_modified: z.string().optional(),
  permission: z.enum(['read', 'write', 'admin', 'owner']),
  public: z.boolean().default(false),
})
type AdsLibrary = z.infer<typeof adsLibrarySchema>

const librariesResponseSchema = z.object({ libraries: z.array(adsLibrarySchema) })
const libraryResponseSchema = z.object({
  documents: z.array(z.string()),
  metadata: adsLibrarySchema,
})
const createdResponseSchema = z.object({ id: z.string(), name: z.string() })
const addedResponseSchema = z.object({ number_added: z.number().int().nonnegative() })

const pageSize = 200
const json = { 'Content-Type': 'application/json' }

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body)
  if (!result.success) throw new Error(`NASA ADS returned ${what} this app cannot read: ${result.error.message}`)
  return result.data
}

/** ADS bibliographic libraries (the biblib service under `/v1/biblib`), through the ADS client's token and limits. */
export class BiblibClient {
  constructor(private readonly ads: AdsClient) {}

  async libraries(signal?: AbortSignal): Promise<AdsLibrary[]> {
    const body = await this.ads.request('/v1/biblib/libraries', { method: 'GET' }, signal)
    return parsed(librariesResponseSchema, body, 'a list of libraries').libraries
  }

  /** A library's metadata and every bibcode in it, page by page. */
  async library(id: string, signal?: AbortSignal): Promise<{ metadata: AdsLibrary; bibcodes: string[] }> {
    const bibcodes: string[] = []
    for (;;) {
      const params = new URLSearchParams({ start: String(bibcodes.length), rows: String(pageSize) })
      const body = await this.ads.request(
        `/v1/biblib/libraries/${encodeURIComponent(id)}?${params}`,
        { method: 'GET' },
        signal,
      )
      const page = parsed(libraryResponseSchema, body, 'a library')
      bibcodes.push(...page.documents)
      if (page.documents.length === 0 || bibcodes.length >= page.metadata.num_documents)
        return { metadata: page.metadata, bibcodes }
    }
  }

  async create(
    library: { name: string; description: string; bibcodes: string[] },
    signal?: AbortSignal,
  ): Promise<{ id: string; name: string }> {
    const body = await this.ads.request(
      '/v1/biblib/libraries',
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          name: library.name,
          description: library.description,
          public: false,
          bibcode: library.bibcodes,
        }),
      },
      signal,
    )
    return parsed(createdResponseSchema, body, 'a new library')
  }

  /** Adds bibcodes to a library; answers how many were new to it. */
  async add(id: string, bibcodes: string[], signal?: AbortSignal): Promise<number> {
    const body = await this.ads.request(
      `/v1/biblib/documents/${encodeURIComponent(id)}`,
      { method: 'POST', headers: json, body: JSON.stringify({ bibcode: bibcodes, action: 'add' }) },
      signal,
    )
    return parsed(addedResponseSchema, body, 'an update').number_added
  }
}
