import { prepareDataDir } from '../data-dir/prepare-data-dir'
import type { Clock } from '../ports/engine-deps'
import type { EngineLog } from '../ports/log'
import { createLogger, type LoggerOptions } from './logger'
import { createRedactor } from './redact'

/** The log a host hands to the engine (and writes its own lines to): `<dataDir>/logs/astroresearch.log`. */
export function createEngineLog(
  options: { dataDir: string; clock: Clock } & Pick<LoggerOptions, 'maxBytes' | 'maxFiles' | 'level'>,
): EngineLog {
  // The log lives inside the data dir: make the dir the engine's way (owner-only) before the log creates it.
  prepareDataDir(options.dataDir)
  const redactor = createRedactor()
  return { logger: createLogger({ ...options, redactor }), redactor }
}
