import type { TargetResolution } from '../../../../shared/domain/paper'
import { defaultRetryPolicy, type RetryPolicy } from '../../retry/retry-policy'
import { type FetchFunction, fetchWithRetry } from '../http/fetch-with-retry'
import { parseSesameXml } from './sesame-parser'

interface SesameClientOptions {
  baseUrl: string
  retryPolicy?: RetryPolicy
  fetch?: FetchFunction
}

/** CDS Sesame name resolver: Simbad, NED and VizieR in one call (`SNV`), XML output. */
export class SesameClient {
  constructor(private readonly options: SesameClientOptions) {}

  async resolveMany(names: string[], signal?: AbortSignal): Promise<TargetResolution[]> {
    const cleaned = names.map((name) => name.trim()).filter((name) => name.length > 0)
    if (cleaned.length === 0) throw new Error('Give an object name to resolve, e.g. "M 31" or "NGC 4258".')
    const query = cleaned.map((name) => encodeURIComponent(name)).join('&')
    const url = `${new URL('/cgi-bin/nph-sesame/-oxp/SNV', this.options.baseUrl).toString()}?${query}`
    const response = await fetchWithRetry({
      service: 'CDS Sesame',
      url,
      policy: this.options.retryPolicy ?? defaultRetryPolicy,
      fetch: this.options.fetch,
      signal,
    })
    return parseSesameXml(await response.text())
  }

  async resolve(name: string, signal?: AbortSignal): Promise<TargetResolution> {
    const [first] = await this.resolveMany([name], signal)
    if (!first) {
      return {
        name,
        found: false,
        ra: null,
        dec: null,
        position: null,
        objectType: null,
        canonicalName: null,
        aliases: [],
        resolvers: [],
      }
    }
    return first
  }
}
