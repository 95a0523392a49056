/** Escapes text for a double-quoted XML attribute value. */
export function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

const XML_NAME = /^[A-Za-z_][\w.-]*$/

/** Tool and parameter names become tag names, so they must be XML names. */
export function assertXmlName(name: string, role: string): void {
  if (!XML_NAME.test(name)) {
    throw new Error(`The ${role} "${name}" cannot be written as an XML tag; use letters, digits, "_", "-" or ".".`)
  }
}
