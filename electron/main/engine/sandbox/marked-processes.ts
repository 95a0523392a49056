import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/**
 * Every process a command starts inherits this variable with the run's own value, even one that left the command's
 * process group and session (`setsid`, a double fork): it is how those are found again once the command has ended.
 */
const RUN_MARKER_VARIABLE = 'ASTRORESEARCH_COMMAND_RUN'

const hasProc = existsSync('/proc/self/environ')

/** The environment a command runs with: `environment` plus a marker unique to this run. */
export function markedEnvironment(environment: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; marker: string } {
  const marker = randomUUID()
  return { env: { ...environment, [RUN_MARKER_VARIABLE]: marker }, marker }
}

/**
 * Kills (SIGKILL) every process of this user still carrying the run's marker, read from /proc on Linux; elsewhere
 * the process group is all there is. Returns how many it found.
 */
export function killMarkedProcesses(marker: string): number {
  if (!hasProc) return 0
  const needle = `${RUN_MARKER_VARIABLE}=${marker}\u0000`
  let killed = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry) || Number(entry) === process.pid) continue
    let environment: string
    try {
      environment = readFileSync(`/proc/${entry}/environ`, 'latin1')
    } catch {
      continue
    }
    if (!environment.startsWith(needle) && !environment.includes(`\u0000${needle}`)) continue
    try {
      process.kill(Number(entry), 'SIGKILL')
      killed++
    } catch {
      // It ended while we looked.
    }
  }
  return killed
}
