/** Programs that only read (with the options refused below): such a command may run beside other safe calls. */
const READ_ONLY_PROGRAMS = new Set([
  'cat',
  'head',
  'tail',
  'wc',
  'ls',
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'file',
  'stat',
  'du',
  'df',
  'pwd',
  'find',
  'cut',
  'diff',
  'md5sum',
  'sha256sum',
  'echo',
  'sleep',
])

/** Options that make a reading program write or run something else. */
const WRITING_OPTIONS: Record<string, RegExp> = {
  find: /^-(exec|execdir|ok|okdir|delete|fprint0?|fprintf|fls)$/,
  rg: /^--pre(=|$)/,
}

/**
 * Conservative, like Claude Code's read-only check for Bash: one plain command (no pipes, lists, redirections,
 * substitutions or variables) of a program that only reads. Anything else counts as writing and runs alone.
 */
export function isReadOnlyCommand(command: string): boolean {
  if (/[;&|<>`$(){}\n\\!]/.test(command)) return false
  const words = command.trim().split(/\s+/)
  const [program, ...args] = words
  if (program === undefined || !READ_ONLY_PROGRAMS.has(program)) return false
  const writing = WRITING_OPTIONS[program]
  return writing === undefined || !args.some((arg) => writing.test(arg.replace(/^['"]|['"]$/g, '')))
}
