import { useCallback, useState } from 'react'
import { closeReader, useReaderLocation } from '../reader/reader-navigation'
import { ReaderView } from '../reader/reader-view'
import { LocalLibraryPanel } from './local-library-panel'
import { RemoteSearchPanel } from './remote-search-panel'
import { useLibraryClient } from './use-library-client'
import { useLibraryProgress } from './use-library-progress'
import './library.css'

/** The library: ADS/arXiv search and the local papers; a paper opened for reading replaces it with the reader. */
export function LibraryView() {
  const client = useLibraryClient()
  const location = useReaderLocation()
  const [revision, setRevision] = useState(0)
  const changed = useCallback(() => setRevision((value) => value + 1), [])
  const { progress, clear } = useLibraryProgress(changed)

  if (location) {
    return <ReaderView key={location.paperId} client={client} location={location} onClose={closeReader} />
  }
  return (
    <div className="library-view">
      <RemoteSearchPanel client={client} onImported={changed} />
      <LocalLibraryPanel client={client} progress={progress} revision={revision} onStart={clear} onChanged={changed} />
    </div>
  )
}
