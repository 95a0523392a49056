import type { Notifier } from './notifier'

/** The parts of Electron's Notification class the notifier uses. */
interface NotificationClassLike {
  isSupported(): boolean
  new (options: { title: string; body: string }): { show(): void }
}

/** OS notifications; where the desktop has none, the message is simply not shown (it is in the timeline anyway). */
export function createElectronNotifier(Notification: NotificationClassLike): Notifier {
  return {
    notify(title, body) {
      if (Notification.isSupported()) new Notification({ title, body }).show()
    },
  }
}
