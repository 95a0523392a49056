export const runBashDescription =
  'Run a shell command with bash in the project folder (for analysis scripts, listing data, quick calculations). ' +
  'stdout and stderr are returned together; long output keeps its beginning and end with the middle cut out. The ' +
  'command and everything it starts are stopped when timeout_seconds passes or the user cancels. Environment ' +
  'variables that look like secrets (names containing KEY, TOKEN, SECRET or PASSWORD) are removed. Runs only after ' +
  'the user approves, unless they have allowed it.'
