/** A response with an unexpected status; `body` is kept short for messages. */
export class HttpStatusError extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
    readonly body: string,
    readonly headers: Headers,
  ) {
    super(`${service} answered HTTP ${status}${body ? `: ${body.slice(0, 300)}` : ''}`)
    this.name = 'HttpStatusError'
  }
}

/** The service could not be reached at all (DNS, refused connection, reset). */
export class NetworkError extends Error {
  constructor(service: string, cause: unknown) {
    super(
      `${service} could not be reached (${cause instanceof Error ? cause.message : String(cause)}). Check the network or the service URL in Settings → Services.`,
      { cause },
    )
    this.name = 'NetworkError'
  }
}

/** Every service a search asked failed; the message has each one's own words. */
export class ServicesFailedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ServicesFailedError'
  }
}
