import { lookup as dnsLookup } from 'node:dns/promises'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPrivateAddress } from './private-address'
import { WebError } from './web-error'

interface GuardedRequestOptions {
  allowPrivateNetwork: boolean
  isPrivateAddress?: (address: string) => boolean
  maxBytes: number
  maxRedirects: number
  timeoutMs: number
  signal: AbortSignal
  headers?: Record<string, string>
}

interface GuardedResponse {
  /** The URL that answered, after redirects. */
  url: string
  status: number
  contentType: string
  body: Buffer
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean
}

interface CheckedAddress {
  address: string
  family: number
}

/** Checks a URL's scheme and every address its host resolves to; returns the addresses to connect to. */
export async function checkTarget(
  url: URL,
  allowPrivateNetwork: boolean,
  isPrivate: (address: string) => boolean = isPrivateAddress,
): Promise<CheckedAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebError(`Refused ${url.href}: only http and https URLs can be fetched.`)
  }
  const host = url.hostname.replace(/^\[|\]$/gu, '')
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await dnsLookup(host, { all: true, verbatim: true }).catch(() => {
        throw new WebError(`Could not resolve ${host}: check the address, or the network connection.`)
      })
  if (!allowPrivateNetwork) {
    const blocked = addresses.find(({ address }) => isPrivate(address))
    if (blocked) {
      throw new WebError(
        `Refused ${url.href}: ${host} resolves to ${blocked.address}, a loopback, private or link-local address. ` +
          'Fetching from the local network is off; the user can allow it in Settings → Services.',
      )
    }
  }
  return addresses
}

/** A DNS lookup pinned to the addresses already checked, so the connection cannot be re-resolved elsewhere. */
function pinnedLookup(addresses: CheckedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = addresses[0] ?? { address: '0.0.0.0', family: 4 }
    if (options.all) callback(null, addresses)
    else callback(null, first.address, first.family)
  }
}

function send(url: URL, addresses: CheckedAddress[], options: GuardedRequestOptions): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'GET',
      headers: {
        'user-agent': 'AstroResearch/0.1 (+web_fetch)',
        accept: 'text/html,text/plain,*/*;q=0.8',
        ...options.headers,
      },
      lookup: pinnedLookup(addresses),
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
    })
    outgoing.on('response', resolve)
    outgoing.on('error', (error) =>
      reject(
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? new WebError(`Fetching ${url.href} was stopped (cancelled or over ${options.timeoutMs / 1000} s).`)
          : new WebError(`Could not fetch ${url.href}: ${error.message}.`),
      ),
    )
    outgoing.end()
  })
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response) {
    const buffer = chunk as Buffer
    if (size + buffer.length > maxBytes) {
      chunks.push(buffer.subarray(0, maxBytes - size))
      response.destroy()
      return { body: Buffer.concat(chunks), truncated: true }
    }
    chunks.push(buffer)
    size += buffer.length
  }
  return { body: Buffer.concat(chunks), truncated: false }
}

/**
 * GET with the network guard: only http(s); DNS resolved first and every address checked (again after each
 * redirect, at most `maxRedirects`); the connection pinned to the checked addresses; the body capped at maxBytes.
 */
export async function guardedGet(rawUrl: string, options: GuardedRequestOptions): Promise<GuardedResponse> {
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    throw new WebError(`${JSON.stringify(rawUrl)} is not a valid URL; give a full http(s) address.`)
  }
  for (let redirects = 0; ; redirects++) {
    const addresses = await checkTarget(url, options.allowPrivateNetwork, options.isPrivateAddress)
    const response = await send(url, addresses, options)
    const status = response.statusCode ?? 0
    const location = response.headers.location
    if (status >= 300 && status < 400 && location) {
      response.resume()
      if (redirects >= options.maxRedirects) {
        throw new WebError(
          `Stopped after ${options.maxRedirects} redirects at ${url.href}; the page redirects in a loop.`,
        )
      }
      url = new URL(location, url)
      continue
    }
    const { body, truncated } = await readCapped(response, options.maxBytes)
    return { url: url.href, status, contentType: response.headers['content-type'] ?? '', body, truncated }
  }
}
