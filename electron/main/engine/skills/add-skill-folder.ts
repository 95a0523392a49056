import { cpSync, existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
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
        throw new CommandError('invalid-input', `${path} is a link; a skill folder holds only its own files.`)
      }
      if (entry.isDirectory()) walk(path)
      else {
        files += 1
        bytes += lstatSync(path).size
      }
      if (files > MAX_FILES || bytes > MAX_BYTES) {
        throw new CommandError(
          'invalid-input',
          `${folder} is larger than a skill can be (${MAX_FILES} files, ${MAX_BYTES / 1_000_000} MB).`,
        )
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
  if (!isAbsolute(folder)) throw new CommandError('invalid-input', 'Give the skill folder as an absolute path.')
  const file = join(folder, 'SKILL.md')
  if (!existsSync(file) || !lstatSync(folder).isDirectory()) {
    throw new CommandError('invalid-input', `${folder} has no SKILL.md; choose the folder that holds one.`)
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
    throw new CommandError('conflict', `Your skills folder already has a skill named '${name}'; remove it first.`)
  }
  cpSync(folder, target, { recursive: true, errorOnExist: true, force: false })
  return name
}
