/** The `paperId` of a .bib import's `library-progress` events, which are about a file rather than one paper. */
export const BIBTEX_IMPORT_PROGRESS_ID = 'bibtex-import'
