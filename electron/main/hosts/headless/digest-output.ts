import type { Digest } from '../../../shared/contract/commands/digest'
import { describeReason, describeReasons } from '../../engine'

/** The CLI's JSON: the day shown and, per paper, id, title, score and reasons in words. */
export function digestJson(digest: Digest) {
  return {
    requestedDate: digest.requestedDate,
    listingDate: digest.listingDate,
    status: digest.status,
    message: digest.message,
    categories: digest.categories,
    total: digest.total,
    entries: digest.entries.map((entry) => ({
      id: entry.arxivId,
      title: entry.title,
      score: entry.score,
      reasons: entry.reasons.map(describeReason),
    })),
  }
}

function headline(digest: Digest): string {
  const categories = digest.categories.join(', ')
  if (digest.listingDate === null) return `No arXiv listing of ${categories} for ${digest.requestedDate} or before.`
  if (digest.listingDate === digest.requestedDate) {
    return `arXiv ${categories}, ${digest.listingDate}: ${digest.total} new paper(s)`
  }
  const why =
    digest.status === 'offline'
      ? `arXiv could not be reached (${digest.message})`
      : `no announcement on ${digest.requestedDate}`
  return `arXiv ${categories}: ${why}; the last listing, of ${digest.listingDate}, has ${digest.total} paper(s)`
}

export function formatDigest(digest: Digest): string {
  const lines = digest.entries.map(
    (entry, index) =>
      `${index + 1}. ${entry.arxivId}  ${entry.score.toFixed(3)}  ${entry.title}\n   ${entry.authors.slice(0, 3).join(', ')}${entry.authors.length > 3 ? ' et al.' : ''}\n   why: ${describeReasons(entry.reasons)}`,
  )
  return [headline(digest), ...lines].join('\n')
}
