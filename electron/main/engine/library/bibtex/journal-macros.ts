/** AASTeX journal macros (as ADS exports them) and the journals they stand for. */
const macros: [macro: string, journal: string][] = [
  ['\\aj', 'The Astronomical Journal'],
  ['\\apj', 'The Astrophysical Journal'],
  ['\\apjl', 'The Astrophysical Journal Letters'],
  ['\\apjs', 'The Astrophysical Journal Supplement Series'],
  ['\\mnras', 'Monthly Notices of the Royal Astronomical Society'],
  ['\\aap', 'Astronomy and Astrophysics'],
  ['\\aaps', 'Astronomy and Astrophysics Supplement Series'],
  ['\\aapr', 'The Astronomy and Astrophysics Review'],
  ['\\araa', 'Annual Review of Astronomy and Astrophysics'],
  ['\\pasp', 'Publications of the Astronomical Society of the Pacific'],
  ['\\pasj', 'Publications of the Astronomical Society of Japan'],
  ['\\pasa', 'Publications of the Astronomical Society of Australia'],
  ['\\nat', 'Nature'],
  ['\\natas', 'Nature Astronomy'],
  ['\\icarus', 'Icarus'],
  ['\\jcap', 'Journal of Cosmology and Astroparticle Physics'],
  ['\\na', 'New Astronomy'],
  ['\\nar', 'New Astronomy Reviews'],
  ['\\solphys', 'Solar Physics'],
  ['\\ssr', 'Space Science Reviews'],
  ['\\prd', 'Physical Review D'],
  ['\\prl', 'Physical Review Letters'],
  ['\\physrep', 'Physics Reports'],
  ['\\procspie', 'Proceedings of the SPIE'],
]

const journalByMacro = new Map(macros.map(([macro, journal]) => [macro, journal]))
const macroByJournal = new Map(
  macros.flatMap(([macro, journal]) => [
    [journal.toLowerCase(), macro],
    [journal.replace(/^The /, '').toLowerCase(), macro],
  ]),
)

/** `\mnras` → "Monthly Notices of the Royal Astronomical Society"; anything else unchanged. */
export function journalFromMacro(value: string): string {
  return journalByMacro.get(value.trim()) ?? value
}

/** The AASTeX macro for a journal's full name, or null when it has none. */
export function macroForJournal(journal: string): string | null {
  return macroByJournal.get(journal.trim().toLowerCase()) ?? null
}

/**
 * The journal's name from an arXiv journal-ref such as "Phys. Rev. B 85, 115117 (2012)" or "ApJ 826:56, 2016":
 * everything before the volume number.
 */
export function venueName(venue: string): string {
  const match = /^(.+?)[\s,]+(?:vol\.?\s*)?\d+\s*(?:[,:(]|\s+\d)/iu.exec(venue.trim())
  return (match?.[1] ?? venue).trim()
}
