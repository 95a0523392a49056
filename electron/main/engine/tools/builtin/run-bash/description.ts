export const runBashDescription =
  'Run a shell command with bash in the project folder (for analysis scripts, listing data, quick calculations). ' +
  'stdout and stderr are returned together; long output keeps its beginning and end with the middle cut out. The ' +
  'command and everything it starts are stopped when it ends, when timeout_seconds passes or when the user cancels. ' +
  'On Linux and macOS it runs in an OS sandbox: it may write only inside the project folder, cannot read the app’s data or credentials, ' +
  'gets a clean environment (no API keys), and has no network unless you list the hosts it needs in network_hosts ' +
  '(the user approves them). Runs only after the user approves, unless they have allowed it.'
