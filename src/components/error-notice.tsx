import { describeError } from '../data/describe-error'

/** What went wrong with a command, in the window's language, with what to do next; nothing when all is well. */
export function ErrorNotice({ error, className }: { error: unknown; className?: string }) {
  if (!error) return null
  return (
    <p className={className ? `alert alert-error ${className}` : 'alert alert-error'} role="alert">
      {describeError(error)}
    </p>
  )
}
