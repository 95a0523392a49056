import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

type TestResult = CommandOutput<'ads.test'>

/** The ADS token's Test button and what ADS answered: the daily allowance left, or what to fix. */
export function AdsTokenTest({ typedToken }: { typedToken: string }) {
  const { t, i18n } = useTranslation()
  const transport = useTransport()
  const [testing, setTesting] = useState(false)
  const [result, setResult] = useState<TestResult | { ok: false; code: 'transport'; message: string } | null>(null)

  async function run() {
    setTesting(true)
    try {
      setResult(await transport.invoke('ads.test', typedToken ? { token: typedToken } : {}))
    } catch (caught) {
      setResult({ ok: false, code: 'transport', message: describeError(caught) })
    } finally {
      setTesting(false)
    }
  }

  function explain(outcome: NonNullable<typeof result>): string {
    if (outcome.ok) {
      if (!outcome.quota) return t('settings.services.adsTestOkNoQuota')
      return t('settings.services.adsTestOk', {
        remaining: outcome.quota.remaining.toLocaleString(i18n.language),
        limit: outcome.quota.limit.toLocaleString(i18n.language),
        resets: new Date(outcome.quota.resetsAt).toLocaleString(i18n.language),
      })
    }
    if (outcome.code === 'no-token') return t('settings.services.adsTestNoToken')
    if (outcome.code === 'rejected') return t('settings.services.adsTestRejected')
    if (outcome.code === 'unreachable') return t('settings.services.adsTestUnreachable')
    return t('settings.services.adsTestFailed', { message: outcome.message })
  }

  return (
    <>
      <button type="button" className="button" disabled={testing} onClick={() => void run()}>
        {testing ? t('settings.providers.testing') : t('settings.services.adsTest')}
      </button>
      {result ? (
        <p className={result.ok ? 'alert provider-test-ok field-wide' : 'alert alert-error field-wide'} role="status">
          {explain(result)}
        </p>
      ) : null}
    </>
  )
}
