/** Tells the user something outside the window (an OS notification). */
export interface Notifier {
  notify(title: string, body: string): void
}
