import { join } from 'node:path'
import type { Clock } from '../ports/engine-deps'
import type { LogFields, Logger, LogLevel, Redactor } from '../ports/log'
import { createRotatingFile } from './rotating-file'

export interface LoggerOptions {
  dataDir: string
  clock: Clock
  redactor: Redactor
  maxBytes?: number
  maxFiles?: number
  /** Lines below this level are dropped. */
  level?: LogLevel
}

const LEVEL_ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

const LOG_FILE_NAME = 'astroresearch.log'

export function logFilePath(dataDir: string): string {
  return join(dataDir, 'logs', LOG_FILE_NAME)
}

/** JSON lines in `<dataDir>/logs/astroresearch.log`, rotated by size, every line redacted before it is written. */
export function createLogger(options: LoggerOptions): Logger {
  const file = createRotatingFile({
    path: logFilePath(options.dataDir),
    maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
    maxFiles: options.maxFiles ?? 5,
  })
  const threshold = LEVEL_ORDER[options.level ?? 'info']

  function write(level: LogLevel, message: string, fields: LogFields): void {
    if (LEVEL_ORDER[level] < threshold) return
    const record = options.redactor.redact({
      ...fields,
      time: new Date(options.clock.now()).toISOString(),
      level,
      message,
    })
    const line = `${JSON.stringify(record)}\n`
    try {
      file.append(line)
    } catch {
      // A full or read-only disk must not take the app down with it; the line still reaches stderr.
      process.stderr.write(line)
    }
  }

  function make(base: LogFields): Logger {
    return {
      debug: (message, fields = {}) => write('debug', message, { ...base, ...fields }),
      info: (message, fields = {}) => write('info', message, { ...base, ...fields }),
      warn: (message, fields = {}) => write('warn', message, { ...base, ...fields }),
      error: (message, fields = {}) => write('error', message, { ...base, ...fields }),
      child: (fields) => make({ ...base, ...fields }),
    }
  }
  return make({})
}
