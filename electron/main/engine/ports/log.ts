export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

export interface Logger {
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
  /** A logger that adds `fields` (for example `{ area: 'agent' }`) to every line. */
  child(fields: LogFields): Logger
}

/** Removes secret values, key-like strings and sensitive fields before anything is written out. */
export interface Redactor {
  /** Remember an exact value (an API key read from the secret store) so it never appears anywhere. */
  addSecret(value: string): void
  redactText(text: string): string
  redact(value: unknown): unknown
}

/** The app's log and the redactor every line passes through; the engine teaches the redactor each stored secret. */
export interface EngineLog {
  logger: Logger
  redactor: Redactor
}
