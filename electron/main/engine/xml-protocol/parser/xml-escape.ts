/** Escapes text for a double-quoted XML attribute value. */
export function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

const XML_NAME = /^[A-Za-z_][\w.-]*$/

export function isXmlName(name: string): boolean {
  return XML_NAME.test(name)
}

/** For a `<parameter=key>` key, which ends at the first `>`. */
export function encodeKeyEntities(key: string): string {
  return key.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

export function decodeKeyEntities(key: string): string {
  return key.replace(/&(lt|gt|amp);/g, (_entity, name: string) => (name === 'lt' ? '<' : name === 'gt' ? '>' : '&'))
}

/** Tool names in the instructions become tag names, so they must be XML names. */
export function assertXmlName(name: string, role: string): void {
  if (!isXmlName(name)) {
    throw new Error(`The ${role} "${name}" cannot be written as an XML tag; use letters, digits, "_", "-" or ".".`)
  }
}
