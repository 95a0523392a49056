import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

const hasProc = existsSync('/proc/self/stat')

/** Live (non-zombie) members of a process group, read from /proc on Linux. */
function liveMembers(groupId: number): number {
  let count = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === groupId && fields[0] !== 'Z') count++
    } catch {
      // The process ended while we looked.
    }
  }
  return count
}

export function isGroupAlive(groupId: number): boolean {
  if (hasProc) return liveMembers(groupId) > 0
  try {
    process.kill(-groupId, 0)
    return true
  } catch {
    return false
  }
}

function signalGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal)
  } catch {
    // Already gone.
  }
}

async function waitForExit(groupId: number, milliseconds: number): Promise<boolean> {
  const deadline = Date.now() + milliseconds
  while (Date.now() < deadline) {
    if (!isGroupAlive(groupId)) return true
    await sleep(25)
  }
  return !isGroupAlive(groupId)
}

/** Stops every process in the group: SIGTERM, a short grace period, then SIGKILL; resolves once none is left. */
export async function killProcessGroup(groupId: number, graceMs = 1000): Promise<void> {
  signalGroup(groupId, 'SIGTERM')
  if (await waitForExit(groupId, graceMs)) return
  signalGroup(groupId, 'SIGKILL')
  await waitForExit(groupId, 5000)
}
