export class AdsTokenMissingError extends Error {
  constructor() {
    super(
      'No NASA ADS token is set. Create one at ui.adsabs.harvard.edu (Account → Settings → API Token) and add it in Settings → Services.',
    )
    this.name = 'AdsTokenMissingError'
  }
}

export class AdsRateLimitError extends Error {
  constructor(readonly resetsAt: number) {
    super(
      `The NASA ADS daily request allowance is used up; it resets at ${new Date(resetsAt).toISOString()}. Try again then, or search arXiv only.`,
    )
    this.name = 'AdsRateLimitError'
  }
}

export class AdsTokenRejectedError extends Error {
  constructor() {
    super('NASA ADS rejected the token (HTTP 401). Check the ADS token in Settings → Services.')
    this.name = 'AdsTokenRejectedError'
  }
}
