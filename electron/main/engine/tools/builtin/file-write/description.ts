export const fileWriteDescription =
  'Create a file or replace its whole content, inside the project, library or skills folder. Missing parent folders ' +
  'are created. The write is atomic: readers see either the old or the new file, never half of it. To change part ' +
  'of an existing file, use file_edit instead. Runs only after the user approves, unless they have allowed it.'
