/** Two lines in a row with cells separated by ` | `: the parser wrote a table there, one row per line. */
const tableRows = /[^\n]+ \| [^\n]*\n[^\n]+ \| /

export const holdsTable = (text: string) => tableRows.test(text)
