import type { DigestReason } from '../../../shared/contract/commands/digest'

/** A reason in English, for the agent and the CLI ("close to 3 papers in your library: …; mentions 'TRAPPIST-1'"). */
export function describeReason(reason: DigestReason): string {
  switch (reason.kind) {
    case 'library': {
      const titles = reason.titles.map((title) => `“${title}”`).join('; ')
      return `close to ${reason.count} paper${reason.count === 1 ? '' : 's'} in your library: ${titles}`
    }
    case 'author':
      return `by ${reason.author}, whom you follow`
    case 'keyword':
      return `mentions '${reason.keyword}'`
    case 'topic':
      return `matches the topic '${reason.topic}'`
    case 'feedback':
      return reason.verdict === 'more'
        ? `like “${reason.title}”, which you asked more of`
        : `like “${reason.title}”, which you marked not interested`
  }
}

export function describeReasons(reasons: readonly DigestReason[]): string {
  return reasons.length > 0 ? reasons.map(describeReason).join('; ') : 'nothing in your library or follows matched'
}
