import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { killMarkedProcesses, markedEnvironment } from '../../../sandbox/marked-processes'
import { HeadTailBuffer } from './head-tail-buffer'
import { killProcessGroup } from './process-group'

interface CommandRequest {
  command: string
  cwd: string
  env: NodeJS.ProcessEnv
  timeoutMs: number
  signal: AbortSignal
  headChars: number
  tailChars: number
}

interface CommandOutcome {
  output: string
  omittedChars: number
  exitCode: number | null
  signal: NodeJS.Signals | null
  ending: 'exited' | 'timed-out' | 'cancelled'
}

const SHELL = existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh'

/**
 * Runs a command in its own process group (detached) so that a timeout or a cancel can stop it together with
 * everything it started, and with a marker in its environment so that what left the group (`setsid`) is found and
 * killed too when it ends; resolves only after they are gone and the pipes are closed.
 */
export function runCommand(request: CommandRequest): Promise<CommandOutcome> {
  return new Promise((resolve, reject) => {
    const { env, marker } = markedEnvironment(request.env)
    const endGroup = async (groupId: number, graceMs?: number) => {
      await killProcessGroup(groupId, graceMs)
      killMarkedProcesses(marker)
    }
    const child = spawn(SHELL, ['-c', request.command], {
      cwd: request.cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const buffer = new HeadTailBuffer(request.headChars, request.tailChars)
    for (const stream of [child.stdout, child.stderr]) {
      const decoder = new StringDecoder('utf8')
      stream.on('data', (chunk: Buffer) => buffer.append(decoder.write(chunk)))
      stream.on('end', () => buffer.append(decoder.end()))
    }
    let ending: CommandOutcome['ending'] = 'exited'
    let stopping: Promise<void> = Promise.resolve()
    const stop = (why: CommandOutcome['ending']) => {
      if (ending !== 'exited' || child.pid === undefined) return
      ending = why
      stopping = endGroup(child.pid)
    }
    const timer = setTimeout(() => stop('timed-out'), request.timeoutMs)
    const onAbort = () => stop('cancelled')
    request.signal.addEventListener('abort', onAbort, { once: true })
    if (request.signal.aborted) onAbort()
    child.on('error', (error) => {
      clearTimeout(timer)
      request.signal.removeEventListener('abort', onAbort)
      reject(error)
    })
    let exit: { code: number | null; signal: NodeJS.Signals | null } = { code: null, signal: null }
    child.on('exit', (code, signal) => {
      exit = { code, signal }
      clearTimeout(timer)
      request.signal.removeEventListener('abort', onAbort)
      // Background jobs the shell left running belong to its group and would hold the pipes open: stop them too.
      if (ending === 'exited' && child.pid !== undefined) stopping = endGroup(child.pid, 0)
    })
    child.on('close', () => {
      stopping.then(
        () =>
          resolve({
            output: buffer.toString(),
            omittedChars: buffer.omitted,
            exitCode: exit.code,
            signal: exit.signal,
            ending,
          }),
        reject,
      )
    })
  })
}
