/** Keeps the first and last characters of a stream of text, counting what was dropped in between. */
export class HeadTailBuffer {
  private head = ''
  private tail = ''
  private total = 0

  constructor(
    private readonly headChars: number,
    private readonly tailChars: number,
  ) {}

  append(text: string): void {
    this.total += text.length
    const room = this.headChars - this.head.length
    if (room > 0) {
      this.head += text.slice(0, room)
      text = text.slice(room)
    }
    if (text !== '') this.tail = (this.tail + text).slice(-this.tailChars)
  }

  get omitted(): number {
    return this.total - this.head.length - this.tail.length
  }

  toString(): string {
    if (this.omitted === 0) return this.head + this.tail
    return `${this.head}\n\n… [${this.omitted} characters of output omitted] …\n\n${this.tail}`
  }
}
