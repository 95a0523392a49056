import { useCommand } from '../../data/use-command'

/** Whether the host picks PDFs in the system's file dialog (the desktop app); false in a browser or on failure. */
export function usePdfDialog(): boolean {
  return useCommand('library.pdfDialog', {}).data?.available ?? false
}
