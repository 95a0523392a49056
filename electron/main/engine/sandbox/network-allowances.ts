/** A host a command may reach: `pypi.org` exactly, or `*.github.com` for every name below github.com. */
export const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/u

function hostMatches(host: string, pattern: string): boolean {
  const name = host.toLowerCase().replace(/\.$/u, '')
  if (!pattern.startsWith('*.')) return name === pattern
  const parent = pattern.slice(2)
  return name.endsWith(`.${parent}`)
}

/**
 * The hosts the user allowed for the commands running now. The sandbox's proxy asks here for every connection a
 * command opens; a host no running command was allowed is refused.
 */
export class NetworkAllowances {
  readonly #running = new Map<number, readonly string[]>()
  #nextId = 0

  /** Allows `hosts` until the returned release is called. */
  grant(hosts: readonly string[]): () => void {
    const id = this.#nextId++
    this.#running.set(id, hosts)
    return () => this.#running.delete(id)
  }

  allows(host: string): boolean {
    for (const hosts of this.#running.values()) {
      if (hosts.some((pattern) => hostMatches(host, pattern))) return true
    }
    return false
  }
}
