import { checkTarget, guardedGet } from './guarded-request'
import { htmlToMarkdown } from './html-to-markdown'
import { WebError } from './web-error'
import type { WebFetchConfig } from './web-services'

interface FetchedPage {
  url: string
  title: string
  /** Markdown for HTML pages, the text itself for text/JSON. */
  text: string
  /** The raw body was cut at the size cap before conversion. */
  bodyTruncated: boolean
  via: 'direct' | 'reader'
}

export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024
const DEFAULT_TIMEOUT_MS = 30_000
const MAX_REDIRECTS = 5

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=([^;\s]+)/iu.exec(contentType)?.[1]?.replace(/"/gu, '') ?? 'utf-8'
  try {
    return new TextDecoder(charset).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

async function fetchDirect(url: string, config: WebFetchConfig, signal: AbortSignal): Promise<FetchedPage> {
  const response = await guardedGet(url, {
    allowPrivateNetwork: config.allowPrivateNetwork,
    ...(config.isPrivateAddress ? { isPrivateAddress: config.isPrivateAddress } : {}),
    maxBytes: config.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    maxRedirects: MAX_REDIRECTS,
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    signal,
  })
  if (response.status >= 400) {
    throw new WebError(`${response.url} answered HTTP ${response.status}; the page could not be fetched.`)
  }
  const type = response.contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  const text = decode(response.body, response.contentType)
  const base = { url: response.url, bodyTruncated: response.truncated, via: 'direct' as const }
  if (type === 'text/html' || type === 'application/xhtml+xml' || (type === '' && /<html[\s>]/iu.test(text))) {
    const page = await htmlToMarkdown(text)
    return { ...base, title: page.title, text: page.markdown }
  }
  if (type.startsWith('text/') || type.endsWith('json') || type.endsWith('xml') || type === '') {
    return { ...base, title: '', text }
  }
  throw new WebError(
    `${response.url} is ${type}, not a web page or text. For papers use the paper tools (download_paper, parse_paper).`,
  )
}

/** Jina Reader protocol: `GET {base}/{url}` answers the page as Markdown. The target is still checked first. */
async function fetchThroughReader(url: string, config: WebFetchConfig, readerBaseUrl: string, signal: AbortSignal) {
  await checkTarget(new URL(url), config.allowPrivateNetwork, config.isPrivateAddress)
  const readerUrl = `${readerBaseUrl.replace(/\/+$/u, '')}/${url}`
  const response = await fetch(readerUrl, {
    headers: { accept: 'text/plain', 'x-return-format': 'markdown' },
    signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS)]),
  }).catch((error: unknown) => {
    throw new WebError(`The reader service at ${readerBaseUrl} could not be reached: ${(error as Error).message}.`)
  })
  const body = await response.text()
  if (!response.ok) {
    throw new WebError(`The reader service answered HTTP ${response.status} for ${url}: ${body.slice(0, 200)}`)
  }
  const title = /^Title:\s*(.*)$/mu.exec(body)?.[1]?.trim() ?? ''
  const marker = body.indexOf('Markdown Content:')
  const text = marker === -1 ? body : body.slice(marker + 'Markdown Content:'.length)
  return { url, title, text: text.trim(), bodyTruncated: false, via: 'reader' as const }
}

/** Fetches a page as readable text, through the configured reader service or directly with the network guard. */
export function fetchPage(url: string, config: WebFetchConfig, signal: AbortSignal): Promise<FetchedPage> {
  if (!/^https?:\/\//iu.test(url)) {
    return Promise.reject(new WebError(`Refused ${JSON.stringify(url)}: only http and https URLs can be fetched.`))
  }
  return config.readerBaseUrl
    ? fetchThroughReader(url, config, config.readerBaseUrl, signal)
    : fetchDirect(url, config, signal)
}
