import { Fragment } from 'react'

/** Words of three letters or more from a query, for marking in a passage. */
function queryWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.+-]*[\p{L}\p{N}]/gu) ?? [])].filter(
    (word) => word.length >= 3,
  )
}

const escapeForPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A passage with the query's words in <mark>, matched case-insensitively at word starts. */
export function MarkedWords({ text, query }: { text: string; query: string }) {
  const words = queryWords(query)
  if (words.length === 0) return <>{text}</>
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escapeForPattern).join('|')})`, 'giu')
  const parts = text.split(pattern)
  return (
    <>
      {parts.map((part, index) =>
        // split with one capture group puts the matches at the odd places; the parts of one split never reorder.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one split never reorder
          <mark key={index}>{part}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one split never reorder
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}
