import { NetworkAllowances } from './network-allowances'
import type { SandboxPolicy } from './sandbox-policy'

type SandboxManager = typeof import('@anthropic-ai/sandbox-runtime')['SandboxManager']

/** A command rewritten to run inside the sandbox; `release` must be called once it has ended. */
export interface SandboxedCommand {
  command: string
  release(): Promise<void>
}

export class OsSandboxError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'OsSandboxError'
  }
}

/**
 * @anthropic-ai/sandbox-runtime keeps one process-wide manager: its filtering proxies run in this process while
 * commands run. It is started for the first running command and stopped when the last one ends, so an idle app
 * holds no listening sockets. Network is off for every command; the proxy lets through only hosts a running command
 * was allowed.
 */
class OsSandbox {
  readonly #allowances = new NetworkAllowances()
  #users = 0
  #manager: Promise<SandboxManager> | undefined
  #stopping: Promise<void> = Promise.resolve()

  async wrap(command: string, policy: SandboxPolicy, hosts: readonly string[]): Promise<SandboxedCommand> {
    this.#users++
    const revoke = this.#allowances.grant(hosts)
    let released = false
    const release = async () => {
      if (released) return
      released = true
      revoke()
      await this.#leave()
    }
    try {
      const manager = await this.#start()
      const wrapped = await manager.wrapWithSandbox(command, undefined, {
        network: { allowedDomains: [], deniedDomains: [] },
        filesystem: { denyRead: policy.unreadable, allowWrite: policy.writable, denyWrite: [] },
      })
      return { command: wrapped, release }
    } catch (error) {
      await release()
      throw error instanceof OsSandboxError
        ? error
        : new OsSandboxError(`the OS sandbox could not prepare the command (${messageOf(error)})`, error)
    }
  }

  #start(): Promise<SandboxManager> {
    this.#manager ??= this.#stopping.then(async () => {
      const { SandboxManager } = await import('@anthropic-ai/sandbox-runtime')
      const problems = SandboxManager.checkDependencies().errors
      if (problems.length > 0) throw new OsSandboxError(`the OS sandbox is not usable here: ${problems.join('; ')}`)
      await SandboxManager.initialize(
        {
          network: { allowedDomains: [], deniedDomains: [] },
          filesystem: { denyRead: [], allowWrite: [], denyWrite: [] },
        },
        async ({ host }) => this.#allowances.allows(host),
      )
      return SandboxManager
    })
    const starting = this.#manager
    starting.catch(() => {
      if (this.#manager === starting) this.#manager = undefined
    })
    return starting
  }

  async #leave(): Promise<void> {
    this.#users--
    const manager = this.#manager
    if (!manager) return
    const running = await manager.catch(() => undefined)
    running?.cleanupAfterCommand()
    if (this.#users > 0 || this.#manager !== manager) return
    this.#manager = undefined
    this.#stopping = running ? running.reset().catch(() => undefined) : Promise.resolve()
    await this.#stopping
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

const shared = new OsSandbox()

/**
 * Rewrites a bash command line to run in the OS sandbox (bubblewrap on Linux, Seatbelt on macOS): writes only where
 * `policy.writable` says, no reads of `policy.unreadable`, no network but `hosts`, its own PID namespace so nothing
 * it starts outlives it. Throws OsSandboxError when the sandbox cannot be set up; the command must then not run.
 */
export function sandboxCommand(
  command: string,
  policy: SandboxPolicy,
  hosts: readonly string[],
): Promise<SandboxedCommand> {
  return shared.wrap(command, policy, hosts)
}
