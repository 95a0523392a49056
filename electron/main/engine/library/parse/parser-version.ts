/**
 * Raised whenever what the parser writes changes, so that papers an older parser read are parsed again on start-up.
 * 1: columns split at the gutter, figure text kept apart, slanted headings, scripts marked, tables as rows.
 * 2: figure axis and panel labels and author lines with affiliation marks are no longer headings; small print that
 *    continues a block of text into the top or bottom margin band (references, acknowledgements, footnotes) is kept.
 */
export const PARSER_VERSION = 2
