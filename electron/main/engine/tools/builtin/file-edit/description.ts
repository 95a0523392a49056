export const fileEditDescription =
  'Replace exact text in an existing file. old_string must match the file exactly (whitespace and indentation ' +
  'included) and occur once, unless replace_all is true; include enough surrounding lines to make it unique. When ' +
  'it is not found, the error shows the closest passages with their line numbers. Runs only after the user ' +
  'approves, unless they have allowed it.'
