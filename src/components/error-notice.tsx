import { describeError } from '../data/describe-error'
import { FormError } from './form-field'

/** What went wrong with a command, in the window's language, with what to do next; nothing when all is well. */
export function ErrorNotice({ error }: { error: unknown }) {
  return <FormError message={error ? describeError(error) : null} />
}
