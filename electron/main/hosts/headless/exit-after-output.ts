/**
 * Exits once everything written to stdout and stderr has reached its reader: a pipe to a slow reader (`| cat`, a
 * script) would otherwise lose the output still queued when `process.exit` runs. A reader that went away (EPIPE)
 * cannot be waited for.
 */
export function exitAfterOutput(code: number): void {
  const flushed = (stream: NodeJS.WriteStream) =>
    new Promise<void>((resolve) => {
      if (stream.destroyed || !stream.writable) return resolve()
      stream.once('error', () => resolve())
      stream.write('', () => resolve())
    })
  void Promise.all([flushed(process.stdout), flushed(process.stderr)]).then(() => process.exit(code))
}
