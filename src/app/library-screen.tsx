import { useLibraryClient } from '../data/use-library-client'
import { LibraryView } from '../features/library/library-view'
import { ReaderView } from '../features/reader/reader-view'
import { closeReader, useReaderLocation } from '../navigation/reader-navigation'

/** The library, or the paper opened for reading in its place (the library keeps its state meanwhile). */
export function LibraryScreen() {
  const client = useLibraryClient()
  const location = useReaderLocation()
  return (
    <LibraryView
      reader={
        location ? (
          <ReaderView key={location.paperId} client={client} location={location} onClose={closeReader} />
        ) : null
      }
    />
  )
}
