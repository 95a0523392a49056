export interface DownloadAttempt {
  url: string
  outcome: string
}

/** No source gave an open PDF; the user gets the publisher's page to read it there. */
export class PaperUnavailableError extends Error {
  constructor(
    readonly attempts: DownloadAttempt[],
    readonly publisherUrl: string | null,
  ) {
    const tried = attempts.map((attempt) => `${attempt.url}: ${attempt.outcome}`).join('; ')
    super(
      `No open-access PDF could be downloaded${tried ? ` (tried ${tried})` : ''}. ${
        publisherUrl
          ? `Open the publisher's page to read it with your own access: ${publisherUrl}`
          : 'No publisher link is known for this paper.'
      }`,
    )
    this.name = 'PaperUnavailableError'
  }
}

export class ChecksumMismatchError extends Error {
  constructor(url: string, expected: string, actual: string) {
    super(
      `The file from ${url} is damaged: its SHA-256 is ${actual}, the server announced ${expected}. It was discarded.`,
    )
    this.name = 'ChecksumMismatchError'
  }
}
