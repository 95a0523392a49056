import type { CommandName } from '../../../shared/contract/commands'
import { MAX_PDF_UPLOAD_BYTES, uploadCommandNames } from '../../../shared/contract/commands/library-add'

/** A PDF travels base64-encoded inside the JSON input: room for the largest one allowed, and its other fields. */
const uploadBodyBytes = Math.ceil(MAX_PDF_UPLOAD_BYTES / 3) * 4 + 64 * 1024

/**
 * Commands whose input may be larger than the server-wide body cap: room for the contract's own limit of
 * 20,000,000 characters, as UTF-8 inside a JSON string.
 */
const largeBodyCommands: Partial<Record<CommandName, number>> = {
  'library.importBibtex': 64 * 1024 * 1024,
  'artifact.edit': 64 * 1024 * 1024,
  'artifact.exportPdf': 64 * 1024 * 1024,
}

/** The most bytes the server reads for one call of `command`. */
export function bodyLimitFor(command: CommandName, defaultLimit: number): number {
  const upload = uploadCommandNames.includes(command) ? uploadBodyBytes : 0
  return Math.max(defaultLimit, largeBodyCommands[command] ?? 0, upload)
}
