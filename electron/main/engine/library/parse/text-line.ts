/** A run of text on one baseline within one column. */
export interface TextLine {
  text: string
  x0: number
  x1: number
  y: number
  size: number
  fontName: string
  /** The line is a table row, its cells separated by ` | `. */
  tableRow?: boolean
}
