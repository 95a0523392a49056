import { parentPort } from 'node:worker_threads'
import { type BibtexReadReply, bibtexReadRequestSchema } from './bibtex-read-protocol'
import { readBibtex } from './bibtex-reader'

/** Entries a message carries: each message is copied into the engine's thread in one piece. */
const ENTRIES_A_MESSAGE = 1000

const port = parentPort
if (!port) throw new Error('bibtex-read-worker runs as a worker thread of the BibTeX import')
const send = (reply: BibtexReadReply) => port.postMessage(reply)

// One file a thread: the importer starts a thread per file and ends it after the answer (or to cancel).
port.once('message', async (message: unknown) => {
  try {
    const { text } = bibtexReadRequestSchema.parse(message)
    const { entries, errors } = await readBibtex(text, (fraction) => send({ type: 'progress', fraction }))
    for (let from = 0; from < entries.length; from += ENTRIES_A_MESSAGE) {
      send({ type: 'entries', entries: entries.slice(from, from + ENTRIES_A_MESSAGE) })
    }
    send({ type: 'done', errors })
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
})
