import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs'
import { dirname } from 'node:path'

/** What an MCP server said (stderr of a stdio server) and what happened to it: a tail in memory, all of it in a file. */
export interface ServerLog {
  append(text: string): void
  tail(): string[]
}

interface ServerLogOptions {
  /** `<dataDir>/logs/mcp/<server>.log`; rotated once to `.1` past `maxFileBytes`. */
  file: string
  /** Secrets (environment and header values) never reach the log. */
  redact(text: string): string
  now(): number
  maxLines?: number
  maxFileBytes?: number
}

export function createServerLog(options: ServerLogOptions): ServerLog {
  const maxLines = options.maxLines ?? 200
  const maxFileBytes = options.maxFileBytes ?? 1_000_000
  const lines: string[] = []
  let fileWorks = true

  function write(text: string): void {
    if (!fileWorks) return
    try {
      mkdirSync(dirname(options.file), { recursive: true })
      if (statSize(options.file) > maxFileBytes) renameSync(options.file, `${options.file}.1`)
      appendFileSync(options.file, text)
    } catch {
      fileWorks = false
    }
  }

  return {
    append(text) {
      const stamp = new Date(options.now()).toISOString()
      const added = options
        .redact(text)
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line) => `${stamp} ${line}`)
      if (added.length === 0) return
      lines.push(...added)
      if (lines.length > maxLines) lines.splice(0, lines.length - maxLines)
      write(`${added.join('\n')}\n`)
    },
    tail: () => [...lines],
  }
}

function statSize(file: string): number {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}
