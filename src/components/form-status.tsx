/** What a form's last action did: an error as an alert, anything else as a quiet status line. */
export interface FormStatusMessage {
  error: boolean
  text: string
}

/** The outcome of a form's last save or check; nothing before the first. */
export function FormStatus({ message }: { message: FormStatusMessage | null }) {
  if (!message) return null
  return (
    <p className={message.error ? 'alert alert-error' : 'muted'} role={message.error ? 'alert' : 'status'}>
      {message.text}
    </p>
  )
}
