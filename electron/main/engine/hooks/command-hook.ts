import { spawn } from 'node:child_process'

const maxStdoutBytes = 1_000_000

export type CommandHookResult = { ok: true; response: unknown } | { ok: false; error: string }

/**
 * Runs a settings hook: `sh -c command` (its own process group), the payload as JSON on stdin, one JSON object
 * expected on stdout (empty stdout means "no effect"). A non-zero exit, bad JSON or the timeout (the whole process
 * group is killed) is a failure the caller reports.
 */
export function runCommandHook(command: string, payload: unknown, timeoutMs: number): Promise<CommandHookResult> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
    const stdout: Buffer[] = []
    const stderr: Buffer[] = []
    let stdoutBytes = 0
    let settled = false
    const finish = (result: CommandHookResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const killGroup = () => {
      if (child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
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
