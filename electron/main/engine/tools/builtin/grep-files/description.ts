export const grepFilesDescription =
  'Search file contents with a JavaScript regular expression, like ripgrep. `path` is a file or folder (default: ' +
  'the project folder); `glob` narrows the files (e.g. "**/*.py"); .gitignore rules, .git and node_modules are ' +
  'respected. Output lines are `path:line:text` for matches and `path-line-text` for context lines, with `--` ' +
  'between separate groups. Binary and very large files are skipped.'
