export const globFilesDescription =
  'Find files by name with a glob pattern such as "**/*.fits" or "src/**/*.{py,ipynb}", inside a folder (default: ' +
  'the project folder). Honours .gitignore and skips .git and node_modules. Returns paths, most recently modified ' +
  'first, up to `limit`.'
