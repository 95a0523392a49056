const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL/iu

/** The environment for a command: the engine's own, minus every variable whose name suggests a secret. */
export function scrubbedEnvironment(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(source)) {
    if (!SECRET_NAME.test(name)) environment[name] = value
  }
  return { ...environment, PAGER: 'cat', GIT_PAGER: 'cat', TERM: 'dumb' }
}
