import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { ToolInfo } from '../../electron/shared/domain/tool-info'
import { describeError } from './describe-error'
import { useTransport } from './transport-context'

export interface ToolCatalog {
  /** Registered tools by name; empty until `tools.list` answered. */
  tools: ReadonlyMap<string, ToolInfo>
  loaded: boolean
  /** How long a permission request waits before it is denied; null until loaded. */
  permissionTimeoutSeconds: number | null
  loadError: string | null
  /** Asks the engine again (an MCP server started or stopped). */
  refresh(): Promise<void>
  /** A name the catalog does not know, seen on the timeline: asks again, at most once per name. */
  noticeUnknown(name: string): void
}

export const ToolCatalogContext = createContext<ToolCatalog | null>(null)

/** The engine's tool list (`tools.list`), fetched once for the window and again when a new tool name shows up. */
export function ToolCatalogProvider({ children }: { children: ReactNode }) {
  const transport = useTransport()
  const [tools, setTools] = useState<ReadonlyMap<string, ToolInfo>>(new Map())
  const [loaded, setLoaded] = useState(false)
  const [permissionTimeoutSeconds, setTimeoutSeconds] = useState<number | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const asked = useRef(new Set<string>())

  const refresh = useCallback(async () => {
    try {
      const list = await transport.invoke('tools.list', {})
      setTools(new Map(list.tools.map((tool) => [tool.name, tool])))
      setTimeoutSeconds(list.permissionTimeoutSeconds)
      setLoadError(null)
    } catch (error) {
      setLoadError(describeError(error))
    } finally {
      setLoaded(true)
    }
  }, [transport])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const noticeUnknown = useCallback(
    (name: string) => {
      if (asked.current.has(name)) return
      asked.current.add(name)
      void refresh()
    },
    [refresh],
  )

  const catalog = useMemo<ToolCatalog>(
    () => ({ tools, loaded, permissionTimeoutSeconds, loadError, refresh, noticeUnknown }),
    [tools, loaded, permissionTimeoutSeconds, loadError, refresh, noticeUnknown],
  )
  return <ToolCatalogContext.Provider value={catalog}>{children}</ToolCatalogContext.Provider>
}

export function useToolCatalog(): ToolCatalog {
  const catalog = useContext(ToolCatalogContext)
  if (!catalog) throw new Error('useToolCatalog needs a <ToolCatalogProvider> above it')
  return catalog
}

/** One tool's entry; null (the timeline shows the raw name) for a tool the engine does not list or outside a provider. */
export function useToolInfo(name: string): ToolInfo | null {
  const catalog = useContext(ToolCatalogContext)
  const info = catalog?.tools.get(name) ?? null
  const noticeUnknown = catalog?.loaded && info === null ? catalog.noticeUnknown : null
  useEffect(() => {
    noticeUnknown?.(name)
  }, [noticeUnknown, name])
  return info
}
