/** A web failure with a message meant for the model and the user: what happened and what to do next. */
export class WebError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WebError'
  }
}
