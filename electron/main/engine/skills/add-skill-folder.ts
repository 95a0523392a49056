import { cpSync, existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { detailedError } from '../../../shared/contract/error-details'
import { CommandError } from '../../../shared/contract/transport'
import { parseSkillFile } from './parse-skill-file'

const MAX_FILES = 200
const MAX_BYTES = 10_000_000

/** The files under `folder`, refused when it holds a link (it could point anywhere) or is too large to be a skill. */
function checkContents(folder: string): void {
  let files = 0
  let bytes = 0
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isSymbolicLink()) {
        throw detailedError('skill-folder-link', { path })
      }
      if (entry.isDirectory()) walk(path)
      else {
        files += 1
        bytes += lstatSync(path).size
      }
      if (files > MAX_FILES || bytes > MAX_BYTES) {
        throw detailedError('skill-folder-too-large', { folder, files: MAX_FILES, megabytes: MAX_BYTES / 1_000_000 })
      }
    }
  }
  walk(folder)
}

/**
 * Copies a skill folder (one holding a SKILL.md that reads as a skill) into the user's skills folder under the
 * skill's name; a skill of that name already there is kept and the copy refused.
 */
export function addSkillFolder(folder: string, skillsDir: string): string {
  if (!isAbsolute(folder)) throw detailedError('skill-folder-relative', {})
  const file = join(folder, 'SKILL.md')
  if (!existsSync(file) || !lstatSync(folder).isDirectory()) {
    throw detailedError('skill-folder-without-skill', { folder })
  }
  let name: string
  try {
    name = parseSkillFile(readFileSync(file, 'utf8'), file, 'user').name
  } catch (error) {
    throw new CommandError('invalid-input', error instanceof Error ? error.message : String(error))
  }
  checkContents(folder)
  const target = join(skillsDir, name)
  if (existsSync(target)) {
    throw detailedError('skill-name-taken', { name })
  }
  cpSync(folder, target, { recursive: true, errorOnExist: true, force: false })
  return name
}
