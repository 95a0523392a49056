/** Variables a command may see from the app's environment; everything else (keys, tokens, the app's own) stays out. */
const PASSED = ['PATH', 'LANG', 'LANGUAGE', 'TZ', 'USER', 'LOGNAME', 'SHELL'] as const

/** A fresh environment for a command: the few variables a shell needs, `HOME`, and no secrets. */
export function cleanEnvironment(source: NodeJS.ProcessEnv, home: string): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { HOME: home, PAGER: 'cat', GIT_PAGER: 'cat', TERM: 'dumb' }
  for (const name of PASSED) {
    const value = source[name]
    if (value !== undefined) environment[name] = value
  }
  for (const [name, value] of Object.entries(source)) {
    if (name.startsWith('LC_') && value !== undefined) environment[name] = value
  }
  environment.PATH ??= '/usr/local/bin:/usr/bin:/bin'
  return environment
}
