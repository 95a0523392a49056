/** Pretty JSON for viewers: objects as they are, strings that hold JSON parsed first, anything else as text. */
export function formatForViewer(value: unknown): { text: string; isJson: boolean } {
  if (typeof value === 'string') {
    const trimmed = value.trim()
    if ((trimmed.startsWith('{') && trimmed.endsWith('}')) || (trimmed.startsWith('[') && trimmed.endsWith(']'))) {
      try {
        return { text: JSON.stringify(JSON.parse(trimmed), null, 2), isJson: true }
      } catch {
        return { text: value, isJson: false }
      }
    }
    return { text: value, isJson: false }
  }
  return { text: JSON.stringify(value, null, 2) ?? String(value), isJson: true }
}

/** A one-line preview of tool arguments for the collapsed header. */
export function argumentsPreview(args: Record<string, unknown>, maxLength = 90): string {
  const text = Object.entries(args)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}
