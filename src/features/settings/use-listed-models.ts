import { useEffect, useState } from 'react'
import type { CommandInput } from '../../../electron/shared/contract/commands'
import type { ProviderSettings } from '../../../electron/shared/domain/settings'
import { useCommand } from '../../data/use-command'

type ModelsInput = CommandInput<'provider.models'>

/**
 * The models a provider's server lists, asked once typing in its address has paused; a saved provider whose address
 * and kind are unchanged asks with its stored key.
 */
export function useListedModels(draft: ProviderSettings, saved: ProviderSettings | null): readonly string[] {
  const [asked, setAsked] = useState<ModelsInput | null>(null)
  const unchanged = saved !== null && draft.baseUrl === saved.baseUrl && draft.kind === saved.kind
  const savedId = unchanged ? saved.id : null

  useEffect(() => {
    if (!URL.canParse(draft.baseUrl)) return
    const timer = setTimeout(
      () => setAsked(savedId ? { providerId: savedId } : { kind: draft.kind, baseUrl: draft.baseUrl }),
      400,
    )
    return () => clearTimeout(timer)
  }, [draft.kind, draft.baseUrl, savedId])

  const models = useCommand('provider.models', asked ?? { providerId: '' }, { enabled: asked !== null })
  return models.data?.models ?? []
}
