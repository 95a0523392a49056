import type { ZoteroImportSummary } from './zotero-import'

const reasons: Record<ZoteroImportSummary['skipped'][number]['reason'], string> = {
  'not-a-paper': 'not a paper',
  'no-title': 'no title',
  'attachment-missing': 'PDF file missing',
  'attachment-not-stored': 'PDF not in Zotero storage',
}

/** The import summary as the command line prints it: counts, then one line per skipped item. */
export function formatZoteroSummary(summary: ZoteroImportSummary): string {
  const lines = [
    `Imported ${summary.imported}, updated ${summary.updated}, skipped ${summary.skipped.length}; ` +
      `${summary.notes} notes, ${summary.attachments} PDFs, ${summary.collections} collections.`,
    ...summary.skipped.map(
      (skip) =>
        `skipped ${skip.zoteroKey} ${skip.title ? `"${skip.title}" ` : ''}(${reasons[skip.reason]}: ${skip.detail})`,
    ),
  ]
  return lines.join('\n')
}
