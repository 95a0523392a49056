import type { TFunction } from 'i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'

/** What a hook's test answer means for a tool call, in the window's language. */
export function hookTestSummary(result: CommandOutput<'hooks.test'>, t: TFunction): string {
  if (!result.ok) return t('settings.hooks.testFailed', { error: result.error ?? '', ms: result.durationMs })
  const response = result.response ?? {}
  const effects: string[] = []
  if (response.decision === 'block') {
    effects.push(
      t('settings.hooks.effects.block', { reason: typeof response.reason === 'string' ? response.reason : '' }),
    )
  }
  if (response.mutateInput !== undefined) effects.push(t('settings.hooks.effects.mutateInput'))
  if (typeof response.appendContext === 'string') {
    effects.push(t('settings.hooks.effects.appendContext', { text: response.appendContext.slice(0, 120) }))
  }
  if (response.permissionRequired) effects.push(t('settings.hooks.effects.permissionRequired'))
  if (response.mutateOutput !== undefined) effects.push(t('settings.hooks.effects.mutateOutput'))
  if (effects.length === 0) effects.push(t('settings.hooks.effects.none'))
  return t('settings.hooks.testPassed', { effects: effects.join(' '), ms: result.durationMs })
}
