import { ProxyAgent, fetch as undiciFetch } from 'undici'

/**
 * A fetch that sends every request through an HTTP(S) proxy (CONNECT tunnels), for networks that only reach the
 * outside through one. The agent is kept for the life of the function so connections to the proxy are reused.
 */
export function createProxiedFetch(proxyUrl: string): typeof fetch {
  const dispatcher = new ProxyAgent(proxyUrl)
  const proxied = (input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher })
  // undici's fetch is the implementation behind Node's global fetch; only its declared types differ.
  return proxied as unknown as typeof fetch
}
