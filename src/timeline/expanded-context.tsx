import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'

interface Expanded {
  isOpen(key: string): boolean
  toggle(key: string): void
  open(key: string): void
}

const ExpandedContext = createContext<Expanded>({
  isOpen: () => false,
  toggle: () => undefined,
  open: () => undefined,
})

/** Which collapsible parts are open, kept outside the rows so a row scrolled away and back stays as it was. */
export function ExpandedProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = useCallback((key: string) => {
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  }, [])
  const openKey = useCallback((key: string) => {
    setOpen((current) => (current.has(key) ? current : new Set([...current, key])))
  }, [])
  const value = useMemo(
    () => ({ isOpen: (key: string) => open.has(key), toggle, open: openKey }),
    [open, toggle, openKey],
  )
  return <ExpandedContext.Provider value={value}>{children}</ExpandedContext.Provider>
}

export function useExpanded(key: string): [boolean, () => void] {
  const { isOpen, toggle } = useContext(ExpandedContext)
  return [isOpen(key), () => toggle(key)]
}

/** Opens a collapsed region (find shows a match inside it). */
export function useOpenRegion(): (key: string) => void {
  return useContext(ExpandedContext).open
}
