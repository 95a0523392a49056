import type { Transport } from '../../electron/shared/contract/transport'
import type { LibraryClient } from './library-client'

/** The library client over the engine's contract commands. */
export function createTransportLibraryClient(transport: Transport): LibraryClient {
  return {
    search: (query, source, start, rows, sort) =>
      transport.invoke('library.search', { query, source, start, rows, sort }),
    list: (query) => transport.invoke('library.list', query),
    get: (paperId) => transport.invoke('paper.get', { paper: paperId }),
    update: (paperId, changes) => transport.invoke('paper.update', { paper: paperId, ...changes }),
    remove: async (paperId) => {
      await transport.invoke('paper.remove', { paper: paperId })
    },
    download: (paperId, signal) => transport.invoke('paper.download', { paper: paperId }, { signal }),
    parse: (paperId, signal) => transport.invoke('paper.parse', { paper: paperId }, { signal }),
    pdf: async (paperId) => (await transport.invoke('paper.file', { paperId })).base64,
    tags: () => transport.invoke('tag.list', {}),
    collections: () => transport.invoke('collection.list', {}),
    createCollection: async (name) => {
      await transport.invoke('collection.create', { name })
    },
    renameCollection: async (from, to) => {
      await transport.invoke('collection.rename', { from, to })
    },
    deleteCollection: async (name) => {
      await transport.invoke('collection.delete', { name })
    },
    exportBibtex: async (selection) => (await transport.invoke('library.exportBibtex', selection)).bibtex,
    importBibtex: async (text, signal) => {
      const result = await transport.invoke('library.importBibtex', { text }, { signal })
      return { imported: result.papers.length, errors: result.errors }
    },
    notes: (paperId) => transport.invoke('note.list', { paper: paperId }),
    saveNote: ({ paperId, ...note }) => transport.invoke('note.save', { paper: paperId, ...note }),
    deleteNote: async (id) => {
      await transport.invoke('note.delete', { id })
    },
    highlights: (paperId) => transport.invoke('highlight.list', { paper: paperId }),
    saveHighlight: ({ paperId, ...highlight }) => transport.invoke('highlight.save', { paper: paperId, ...highlight }),
    deleteHighlight: async (id) => {
      await transport.invoke('highlight.delete', { id })
    },
  }
}
