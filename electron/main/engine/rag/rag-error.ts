/** A retrieval failure whose message tells the user what to do. */
export class RagError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RagError'
  }
}
