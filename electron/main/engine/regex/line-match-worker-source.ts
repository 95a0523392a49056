/**
 * The regex thread's script, evaluated as plain JavaScript so it needs no build entry of its own. It compiles the
 * pattern once and answers each batch of lines with the indices that match.
 */
export const lineMatchWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const regex = new RegExp(workerData.source, workerData.flags)
parentPort.on('message', ({ id, lines, limit }) => {
  const found = []
  for (let index = 0; index < lines.length && found.length < limit; index++) {
    regex.lastIndex = 0
    if (regex.test(lines[index])) found.push(index)
  }
  parentPort.postMessage({ id, found })
})
`
