import { z } from 'zod'
import { WebError } from '../web-error'
import { requestJson } from './request-json'
import type { SearchBackend } from './search-backend'

const bochaResponse = z.object({
  code: z.number(),
  msg: z.string().nullish(),
  data: z
    .object({
      webPages: z
        .object({
          value: z
            .array(
              z.object({
                name: z.string().nullish(),
                url: z.string(),
                snippet: z.string().nullish(),
                summary: z.string().nullish(),
              }),
            )
            .default([]),
        })
        .nullish(),
    })
    .nullish(),
})

/** Bocha AI web search (ArtifactFlow's backend): POST /v1/web-search, Bing-compatible webPages. */
export const bochaBackend: SearchBackend = {
  label: 'Bocha web search',
  defaultBaseUrl: 'https://api.bochaai.com',
  needsKey: true,
  async search({ query, freshness, count, baseUrl, apiKey, signal }) {
    const answer = await requestJson(
      this.label,
      `${baseUrl}/v1/web-search`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, freshness, summary: true, count }),
        signal,
      },
      bochaResponse,
    )
    if (answer.code !== 200)
      throw new WebError(`${this.label} failed (code ${answer.code}): ${answer.msg ?? 'no message'}`)
    return (answer.data?.webPages?.value ?? []).map((page) => ({
      title: page.name ?? page.url,
      url: page.url,
      snippet: page.summary || page.snippet || '',
    }))
  },
}
