import { XMLParser } from 'fast-xml-parser'

type UwsPhase =
  | 'PENDING'
  | 'QUEUED'
  | 'EXECUTING'
  | 'COMPLETED'
  | 'ERROR'
  | 'ABORTED'
  | 'UNKNOWN'
  | 'HELD'
  | 'SUSPENDED'
  | 'ARCHIVED'

const phases: ReadonlySet<string> = new Set([
  'PENDING',
  'QUEUED',
  'EXECUTING',
  'COMPLETED',
  'ERROR',
  'ABORTED',
  'UNKNOWN',
  'HELD',
  'SUSPENDED',
  'ARCHIVED',
])

/** A UWS job document (UWS 1.0/1.1, any namespace prefix) as the TAP client needs it. */
export interface UwsJob {
  jobId: string
  phase: UwsPhase
  results: { id: string; href: string }[]
  errorMessage: string | null
}

type XmlNode = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'result',
})

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : isNode(value) && typeof value['#text'] === 'string'
      ? value['#text'].trim()
      : ''

export class UwsJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UwsJobError'
  }
}

export function readUwsJob(xml: string): UwsJob {
  let document: XmlNode
  try {
    document = parser.parse(xml) as XmlNode
  } catch (error) {
    throw new UwsJobError(
      `The job document is not valid XML: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const job = document.job
  if (!isNode(job)) throw new UwsJobError('The answer is not a UWS job document.')
  const phase = textOf(job.phase).toUpperCase()
  if (!phases.has(phase)) throw new UwsJobError(`The job has an unknown phase "${phase}".`)
  const results = isNode(job.results) && Array.isArray(job.results.result) ? job.results.result.filter(isNode) : []
  const summary = job.errorSummary
  const message = isNode(summary) ? textOf(summary.message) : ''
  return {
    jobId: textOf(job.jobId),
    phase: phase as UwsPhase,
    results: results.flatMap((result) => {
      const href = result['@_href']
      return typeof href === 'string' ? [{ id: String(result['@_id'] ?? ''), href }] : []
    }),
    errorMessage: message || null,
  }
}
