import type { TFunction } from 'i18next'
import type { DigestReason } from '../../../electron/shared/contract/commands/digest'

/** A reason in the reader's language ("close to 3 papers in your library: …"). */
export function reasonText(t: TFunction, reason: DigestReason): string {
  switch (reason.kind) {
    case 'library':
      return t('digest.reason.library', { count: reason.count, titles: reason.titles.join('; ') })
    case 'author':
      return t('digest.reason.author', { author: reason.author })
    case 'keyword':
      return t('digest.reason.keyword', { keyword: reason.keyword })
    case 'topic':
      return t('digest.reason.topic', { topic: reason.topic })
    case 'feedback':
      return t(reason.verdict === 'more' ? 'digest.reason.more' : 'digest.reason.less', { title: reason.title })
  }
}
