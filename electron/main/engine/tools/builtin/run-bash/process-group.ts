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

function isGroupAlive(groupId: number): boolean {
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

/** Live processes below `rootPid` (children, theirs, …) with their process group, read from /proc on Linux. */
function descendants(rootPid: number): { pid: number; group: number }[] {
  const children = new Map<number, { pid: number; group: number }[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), { pid: Number(entry), group: Number(fields[2]) }])
    } catch {
      // The process ended while we looked.
    }
  }
  const found: { pid: number; group: number }[] = []
  const queue = [rootPid]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of children.get(next) ?? []) {
      found.push(child)
      queue.push(child.pid)
    }
  }
  return found
}

function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal)
  } catch {
    // Already gone.
  }
}

/**
 * Kills the descendants of the group's leader that left its group (a sandbox's init in its own session, a `setsid`
 * child) while they are still reachable through their parents. The group is frozen meanwhile, so nothing forks or
 * exits under us; once the leader dies its orphans would be out of reach.
 */
function terminateFrozen(groupId: number): void {
  signalGroup(groupId, 'SIGSTOP')
  if (hasProc) {
    for (const { pid, group } of descendants(groupId)) {
      if (group !== groupId) signalProcess(pid, 'SIGKILL')
    }
  }
  // Sent while frozen, SIGTERM is acted on as the group wakes, before any of it can fork again.
  signalGroup(groupId, 'SIGTERM')
  signalGroup(groupId, 'SIGCONT')
}

/** The leader's command line, to recognise a copy of it that outlived the group (see killProcessGroup). */
function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return null
  }
}

/**
 * A bubblewrap killed while it sets up leaves its sandbox's init orphaned, not yet bound to die with it; the init runs
 * the same command line as its parent did. Killing it ends the sandbox's whole PID namespace.
 */
function killOrphanedCopies(commandLine: string): void {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry) || commandLineOf(Number(entry)) !== commandLine) continue
    signalProcess(Number(entry), 'SIGKILL')
  }
}

/**
 * Stops every process in the group, and the descendants that left it: SIGTERM, a short grace period, then SIGKILL;
 * resolves once none is left.
 */
export async function killProcessGroup(groupId: number, graceMs = 1000): Promise<void> {
  const leader = hasProc ? commandLineOf(groupId) : null
  // Only a sandbox's command line is unique to this run; a plain shell's may be another session's too.
  const commandLine = leader?.startsWith('bwrap\u0000') ? leader : null
  try {
    await stopGroup(groupId, graceMs)
  } finally {
    if (commandLine) killOrphanedCopies(commandLine)
  }
}

async function stopGroup(groupId: number, graceMs: number): Promise<void> {
  terminateFrozen(groupId)
  if (await waitForExit(groupId, graceMs)) return
  signalGroup(groupId, 'SIGKILL')
  await waitForExit(groupId, 5000)
}
