export const readFileDescription =
  'Read a text file inside the project, library or skills folder. Returns lines numbered like `cat -n` ' +
  '(number, tab, text). Use offset (1-based first line) and limit (number of lines, default 2000) to page through ' +
  'long files. Reading the same window of a file that has not changed since returns a short "unchanged" note instead ' +
  'of the content. Binary files are refused; for PDFs use the paper tools.'
