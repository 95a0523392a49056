/**
 * Raised whenever what the parser writes changes, so that papers an older parser read are parsed again on start-up.
 * 1: columns split at the gutter, figure text kept apart, slanted headings, scripts marked, tables as rows.
 * 2: figure axis and panel labels and author lines with affiliation marks are no longer headings.
 */
export const PARSER_VERSION = 2
