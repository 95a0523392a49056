import type { ProxyAgent, fetch as undiciFetch } from 'undici'

/**
 * A fetch that sends every request through an HTTP(S) proxy (CONNECT tunnels), for networks that only reach the
 * outside through one. undici loads with the first request, not with the engine; the agent made then is kept for the
 * life of the function so connections to the proxy are reused.
 */
export function createProxiedFetch(proxyUrl: string): typeof fetch {
  let dispatcher: ProxyAgent | null = null
  const proxied = async (input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) => {
    const undici = await import('undici')
    dispatcher ??= new undici.ProxyAgent(proxyUrl)
    return undici.fetch(input, { ...init, dispatcher })
  }
  // undici's fetch is the implementation behind Node's global fetch; only its declared types differ.
  return proxied as unknown as typeof fetch
}
