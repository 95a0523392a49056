import { z } from 'zod'

const stringList = z.array(z.string()).default([])

/** One ADS search document; only the fields this app asks for, all optional (ADS omits empty fields). */
const adsDocSchema = z.object({
  bibcode: z.string(),
  title: stringList,
  author: stringList,
  abstract: z.string().optional(),
  year: z.string().optional(),
  pubdate: z.string().optional(),
  pub: z.string().optional(),
  doi: stringList,
  identifier: stringList,
  keyword: stringList,
  citation_count: z.number().int().nonnegative().optional(),
  property: stringList,
  esources: stringList,
  links_data: stringList,
  volume: z.string().optional(),
  issue: z.string().optional(),
  page: stringList,
  doctype: z.string().optional(),
})
export type AdsDoc = z.infer<typeof adsDocSchema>

export const adsSearchResponseSchema = z.object({
  response: z.object({
    numFound: z.number().int().nonnegative(),
    start: z.number().int().nonnegative(),
    docs: z.array(adsDocSchema),
  }),
})

export const adsExportResponseSchema = z.object({ export: z.string(), msg: z.string().optional() })

export const adsLinkSchema = z.object({ access: z.string().optional(), type: z.string().optional(), url: z.string() })

export const ADS_DEFAULT_FIELDS = [
  'bibcode',
  'title',
  'author',
  'abstract',
  'year',
  'pubdate',
  'pub',
  'doi',
  'identifier',
  'keyword',
  'citation_count',
  'property',
  'esources',
  'links_data',
  'volume',
  'issue',
  'page',
  'doctype',
] as const
