/** Saves bytes as a download under a name (the browser's or the desktop app's save). */
export function saveBytes(bytes: Uint8Array<ArrayBuffer> | string, name: string, mediaType: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: mediaType }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
