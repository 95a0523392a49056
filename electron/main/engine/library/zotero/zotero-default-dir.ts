import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/**
 * Where Zotero keeps its data unless moved: `~/Zotero` on Linux, macOS and Windows (on Windows also found as
 * `%USERPROFILE%\Zotero`). The first candidate holding a zotero.sqlite wins; otherwise the first candidate.
 */
export function defaultZoteroDir(
  env: Record<string, string | undefined> = process.env,
  home = homedir(),
): {
  dir: string
  found: boolean
} {
  const candidates = [join(home, 'Zotero'), ...(env.USERPROFILE ? [join(env.USERPROFILE, 'Zotero')] : [])]
  const found = candidates.find((dir) => existsSync(join(dir, 'zotero.sqlite')))
  return { dir: found ?? candidates[0] ?? join(home, 'Zotero'), found: found !== undefined }
}
