import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The app's `resources/` folder (built-in skills): found by walking up from this module, which works from the
 * sources, the built bundle in `out/`, and tests.
 */
export function findResourcesDir(start: string = __dirname): string | null {
  let dir = start
  for (;;) {
    const candidate = join(dir, 'resources')
    if (existsSync(join(candidate, 'skills'))) return candidate
    const parent = dirname(dir)
    if (parent === dir) return null
    dir = parent
  }
}
