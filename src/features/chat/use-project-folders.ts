import { useCallback, useEffect, useState } from 'react'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { useTransport } from '../../data/transport-context'

type Folders = CommandOutput<'project.folders'>

/** The recent project folders and whether the host has a folder picker; `reload` after choosing one. */
export function useProjectFolders() {
  const transport = useTransport()
  const [folders, setFolders] = useState<Folders>({ recent: [], canChoose: false })

  const reload = useCallback(async () => {
    try {
      setFolders(await transport.invoke('project.folders', {}))
    } catch {
      // Without the list the folder is still set by path; the next save asks again.
    }
  }, [transport])

  useEffect(() => {
    void reload()
  }, [reload])

  return { ...folders, reload }
}
