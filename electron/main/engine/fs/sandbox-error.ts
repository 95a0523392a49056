/** Why the sandbox refused a path; `message` is written for the model and the user. */
type SandboxErrorCode =
  | 'unsafe-path'
  | 'outside-roots'
  | 'symlink-escape'
  | 'not-found'
  | 'not-a-file'
  | 'not-a-directory'
  | 'special-file'
  | 'hard-link'
  | 'too-large'
  | 'changed-during-operation'
  | 'no-roots'
  | 'read-only'

export class SandboxError extends Error {
  constructor(
    readonly code: SandboxErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'SandboxError'
  }
}
