import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import type { Agent } from 'undici'
import { isPrivateAddress } from '../../web/private-address'
import { WebError } from '../../web/web-error'

/**
 * The address check made again where the connection is opened, on the very answer it connects to: a host that passed
 * the guard cannot then re-resolve to a loopback or private address (DNS rebinding). Hosts of the service URLs the
 * user configured (a local mirror) may resolve anywhere.
 */
function checkedLookup(trustedHosts: ReadonlySet<string>): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0)
        return
      }
      const list = addresses as LookupAddress[]
      const blocked = trustedHosts.has(hostname) ? undefined : list.find(({ address }) => isPrivateAddress(address))
      const first = list[0]
      if (blocked || !first) {
        const reason = blocked
          ? `resolves to ${blocked.address}, a loopback, private or link-local address`
          : 'has no address'
        callback(new WebError(`Refused to connect to ${hostname}: it ${reason}.`), '', 0)
        return
      }
      if (options.all) callback(null, list)
      else callback(null, first.address, first.family)
    })
  }
}

/** The library's direct `fetch` (no proxy): undici with connections opened only to addresses checked at connect time. */
export function createPinnedFetch(trustedHosts: readonly string[]): typeof fetch {
  const hosts = new Set(trustedHosts)
  let loading: Promise<{ dispatcher: Agent; send: typeof import('undici').fetch }> | null = null
  const client = () => {
    loading ??= import('undici').then(({ Agent, fetch: send }) => ({
      dispatcher: new Agent({ connect: { lookup: checkedLookup(hosts) } }),
      send,
    }))
    return loading
  }
  const pinned = async (
    input: Parameters<typeof import('undici').fetch>[0],
    init?: Parameters<typeof import('undici').fetch>[1],
  ) => {
    const { dispatcher, send } = await client()
    return send(input, { ...init, dispatcher })
  }
  // undici's fetch is the implementation behind Node's global fetch; only its declared types differ.
  return pinned as unknown as typeof fetch
}
