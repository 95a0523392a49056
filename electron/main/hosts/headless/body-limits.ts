import type { CommandName } from '../../../shared/contract/commands'

/**
 * Commands whose input may be larger than the server-wide body cap: room for the contract's own limit of
 * 20,000,000 characters, as UTF-8 inside a JSON string.
 */
const largeBodyCommands: Partial<Record<CommandName, number>> = {
  'library.importBibtex': 64 * 1024 * 1024,
}

/** The most bytes the server reads for one call of `command`. */
export function bodyLimitFor(command: CommandName, defaultLimit: number): number {
  return Math.max(defaultLimit, largeBodyCommands[command] ?? 0)
}
