import { spawn } from 'node:child_process'
import { homedir } from 'node:os'
import { cleanEnvironment } from '../sandbox/clean-environment'
import { killMarkedProcesses, markedEnvironment } from '../sandbox/marked-processes'

const maxStdoutBytes = 1_000_000

type CommandHookResult = { ok: true; response: unknown } | { ok: false; error: string }

/**
 * Runs a settings hook: `sh -c command` (its own process group, an environment without the app's keys), the payload
 * as JSON on stdin, one JSON object expected on stdout (empty stdout means "no effect"). A non-zero exit, bad JSON or
 * the timeout is a failure the caller reports. When it ends, however it ends, its process group and anything it
 * started that left the group are killed.
 */
export function runCommandHook(command: string, payload: unknown, timeoutMs: number): Promise<CommandHookResult> {
  return new Promise((resolve) => {
    const { env, marker } = markedEnvironment(cleanEnvironment(process.env, homedir()))
    const child = spawn(command, { shell: true, detached: true, env, stdio: ['pipe', 'pipe', 'pipe'] })
    const stdout: Buffer[] = []
    const stderr: Buffer[] = []
    let stdoutBytes = 0
    let settled = false
    const killGroup = () => {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // The group has ended.
        }
      }
      killMarkedProcesses(marker)
    }
    const finish = (result: CommandHookResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      killGroup()
      resolve(result)
    }
    const timer = setTimeout(() => {
      killGroup()
      finish({ ok: false, error: `timed out after ${timeoutMs} ms and was killed` })
    }, timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length
      if (stdoutBytes > maxStdoutBytes) {
        killGroup()
        finish({ ok: false, error: `printed more than ${maxStdoutBytes} bytes` })
      } else stdout.push(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 64) stderr.push(chunk)
    })
    child.on('error', (error) => finish({ ok: false, error: `could not start: ${error.message}` }))
    // What the hook left running would hold its output open: it is stopped once the hook itself has exited.
    child.on('exit', killGroup)
    child.on('close', (code, signal) => {
      if (code !== 0) {
        const detail = Buffer.concat(stderr).toString('utf8').trim().slice(-500)
        const status = code === null ? `was killed by ${signal ?? 'a signal'}` : `exited with code ${code}`
        finish({ ok: false, error: detail ? `${status}: ${detail}` : status })
        return
      }
      const text = Buffer.concat(stdout).toString('utf8').trim()
      if (text === '') {
        finish({ ok: true, response: {} })
        return
      }
      try {
        finish({ ok: true, response: JSON.parse(text) })
      } catch {
        finish({ ok: false, error: `printed something that is not JSON: ${text.slice(0, 200)}` })
      }
    })
    child.stdin.on('error', () => {
      // The hook may exit without reading stdin; its exit status decides.
    })
    child.stdin.end(JSON.stringify(payload))
  })
}
