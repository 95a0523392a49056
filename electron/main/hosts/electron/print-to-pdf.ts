import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron'
import { withPdfExportPolicy } from '../common/pdf-export-policy'

type WindowClass = new (
  options: BrowserWindowConstructorOptions,
) => Pick<BrowserWindow, 'loadURL' | 'destroy' | 'webContents'>

/**
 * Renders a standalone HTML document in a hidden, script-less, sandboxed window and prints it to PDF (A4, with
 * backgrounds). The document is self-contained: a Content-Security-Policy lets it load nothing from the app or the
 * network.
 */
export function createPrintToPdf(Window: WindowClass) {
  return async (html: string): Promise<Uint8Array> => {
    const window = new Window({
      show: false,
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false },
    })
    try {
      await window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(withPdfExportPolicy(html))}`)
      const pdf = await window.webContents.printToPDF({ printBackground: true, pageSize: 'A4' })
      return new Uint8Array(pdf)
    } finally {
      window.destroy()
    }
  }
}
