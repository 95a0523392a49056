import type { EventBus } from '../../engine'
import type { Notifier } from './notifier'

const texts = {
  en: {
    permission: (tool: string) => `${tool} is waiting for your approval`,
    question: 'The assistant has a question for you',
  },
  'zh-CN': {
    permission: (tool: string) => `${tool} 正在等待你的批准`,
    question: '助手有一个问题要问你',
  },
} as const

/**
 * While the window is not focused, a permission request or a question from the agent raises an OS notification, so
 * a run does not sit waiting unseen.
 */
export function notifyWhenUnattended(options: {
  events: Pick<EventBus, 'subscribe'>
  notifier: Notifier
  isFocused(): boolean
  /** The app's language, read from Settings when a notification is shown. */
  language(): Promise<'en' | 'zh-CN'>
}): () => void {
  return options.events.subscribe({ types: ['permission-request', 'question-asked'] }, (event) => {
    if (options.isFocused()) return
    void options.language().then((language) => {
      const text = texts[language]
      if (event.type === 'permission-request') options.notifier.notify(text.permission(event.tool), event.reason)
      if (event.type === 'question-asked') options.notifier.notify(text.question, event.question)
    })
  })
}
