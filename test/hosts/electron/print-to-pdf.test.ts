import { describe, expect, it } from 'vitest'
import { createPrintToPdf } from '../../../electron/main/hosts/electron/print-to-pdf'

function standInWindow(options: { fail?: boolean } = {}) {
  const log: string[] = []
  class Window {
    constructor(readonly options: { show?: boolean; webPreferences?: { javascript?: boolean; sandbox?: boolean } }) {
      log.push(
        `new show=${options.show} js=${options.webPreferences?.javascript} sandbox=${options.webPreferences?.sandbox}`,
      )
    }
    async loadURL(url: string) {
      log.push(`load ${url.slice(0, 32)}`)
    }
    webContents = {
      printToPDF: async () => {
        if (options.fail) throw new Error('printing failed')
        log.push('print')
        return Buffer.from('%PDF')
      },
    }
    destroy() {
      log.push('destroy')
    }
  }
  return { Window, log }
}

describe('Electron printToPDF', () => {
  it('prints the document in a hidden, script-less, sandboxed window and closes it', async () => {
    const { Window, log } = standInWindow()
    const print = createPrintToPdf(Window as unknown as Parameters<typeof createPrintToPdf>[0])
    const pdf = await print('<h1>M31</h1>')
    expect(Buffer.from(pdf).toString()).toBe('%PDF')
    expect(log).toEqual([
      'new show=false js=false sandbox=true',
      'load data:text/html;charset=utf-8,%3C',
      'print',
      'destroy',
    ])
  })

  it('closes the window when printing fails', async () => {
    const { Window, log } = standInWindow({ fail: true })
    const print = createPrintToPdf(Window as unknown as Parameters<typeof createPrintToPdf>[0])
    await expect(print('<p>x</p>')).rejects.toThrow('printing failed')
    expect(log.at(-1)).toBe('destroy')
  })
})
