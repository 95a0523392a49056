import { spawn } from 'node:child_process'

/** Best effort: asks the desktop to open `url`; a machine without one just keeps the printed URL. */
export function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]]
  try {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' })
    child.on('error', () => undefined)
    child.unref()
  } catch {
    // No desktop to open a browser on; the URL is printed anyway.
  }
}
