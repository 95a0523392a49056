import { describe, expect, it } from 'vitest'
import { createRedactor, REDACTED } from '../../../electron/main/engine/log/redact'

describe('redactor', () => {
  it('removes remembered secret values wherever they appear', () => {
    const redactor = createRedactor()
    redactor.addSecret('my-plain-ads-token-123')
    expect(redactor.redactText('calling ADS with my-plain-ads-token-123 now')).toBe(`calling ADS with ${REDACTED} now`)
  })

  it('removes OpenAI-style keys, bearer headers and api_key parameters without being told', () => {
    const redactor = createRedactor()
    const text =
      'key sk-proj-AbCdEf0123456789 header Bearer eyJhbGciOiJIUzI1NiJ9.abc url https://x.test/q?api_key=s3cr3tValue&q=m31'
    const redacted = redactor.redactText(text)
    expect(redacted).not.toContain('sk-proj-AbCdEf0123456789')
    expect(redacted).not.toContain('eyJhbGciOiJIUzI1NiJ9')
    expect(redacted).not.toContain('s3cr3tValue')
    expect(redacted).toContain('q=m31')
    expect(redacted).toContain(`Bearer ${REDACTED}`)
  })

  it('blanks sensitive fields at any depth and keeps ordinary ones', () => {
    const redactor = createRedactor()
    const redacted = redactor.redact({
      provider: { id: 'openai', apiKey: 'abc', api_key: 'def', headers: { Authorization: 'xyz', 'x-api-key': 'uvw' } },
      usage: { inputTokens: 10 },
      list: [{ password: 'pw' }],
    })
    expect(redacted).toEqual({
      provider: {
        id: 'openai',
        apiKey: REDACTED,
        api_key: REDACTED,
        headers: { Authorization: REDACTED, 'x-api-key': REDACTED },
      },
      usage: { inputTokens: 10 },
      list: [{ password: REDACTED }],
    })
  })

  it('turns errors into plain fields with redacted messages', () => {
    const redactor = createRedactor()
    redactor.addSecret('hunter2-secret')
    const redacted = redactor.redact({ error: new Error('auth failed for hunter2-secret') }) as {
      error: { name: string; message: string }
    }
    expect(redacted.error.name).toBe('Error')
    expect(redacted.error.message).toBe(`auth failed for ${REDACTED}`)
  })

  it('ignores values too short to be secrets, so ordinary words survive', () => {
    const redactor = createRedactor()
    redactor.addSecret('a')
    expect(redactor.redactText('a banana')).toBe('a banana')
  })
})
