import { XMLParser } from 'fast-xml-parser'
import type { Cell, DataTable } from '../../../../shared/domain/data-table'
import { parseCell } from '../cell-values'
import { readBinaryRows, TruncatedStreamError } from './binary-rows'
import { columnOf, type VoField, voField } from './votable-field'

export interface VoTableResult {
  table: DataTable
  /** `overflow`: the service stopped at its row limit (more rows match). */
  status: 'ok' | 'overflow'
  /** The service's own words when it reports an error (QUERY_STATUS=ERROR, VizieR's `Error` lines); null otherwise. */
  error: string | null
}

export class VoTableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'VoTableError'
  }
}

type XmlNode = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  isArray: (name) => ['RESOURCE', 'TABLE', 'FIELD', 'INFO', 'TR', 'TD', 'GROUP', 'PARAM'].includes(name),
})

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const nodes = (value: unknown): XmlNode[] =>
  Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []
const attribute = (node: XmlNode, name: string): string | undefined => {
  const value = node[`@_${name}`]
  return typeof value === 'string' ? value : undefined
}

/** The text of an element (plain, or beside attributes), or of its DESCRIPTION child. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (!isNode(value)) return ''
  const own = typeof value['#text'] === 'string' ? value['#text'] : ''
  return own || textOf(value.DESCRIPTION)
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()

interface Status {
  value: 'ok' | 'overflow' | 'error'
  message: string
}

/**
 * QUERY_STATUS INFOs at any level (before or after the table), and the `Error` INFOs VizieR and IRSA write (they
 * count when no QUERY_STATUS says OK). The message keeps the service's own words, shortened.
 */
function statusOf(root: XmlNode): Status {
  const infos: XmlNode[] = []
  const collect = (node: XmlNode) => {
    infos.push(...nodes(node.INFO))
    for (const resource of nodes(node.RESOURCE)) collect(resource)
    for (const table of nodes(node.TABLE)) infos.push(...nodes(table.INFO))
  }
  collect(root)
  let declared: 'ok' | 'overflow' | 'error' | null = null
  const lines: string[] = []
  const add = (text: string) => {
    for (const line of text.split(/\n/).map(tidy))
      if (line && line !== 'ERROR' && !lines.includes(line)) lines.push(line)
  }
  let overflow = false
  for (const info of infos) {
    const name = (attribute(info, 'name') ?? attribute(info, 'ID') ?? '').toUpperCase()
    const value = (attribute(info, 'value') ?? '').trim()
    if (name === 'QUERY_STATUS') {
      const upper = value.toUpperCase()
      if (upper === 'ERROR') {
        declared = 'error'
        add(textOf(info))
      } else if (upper === 'OVERFLOW') overflow = true
      else if (declared === null) declared = 'ok'
    } else if (name === 'ERROR') {
      if (value) add(value)
      else add(textOf(info))
    }
  }
  const isError = declared === 'error' || (declared === null && lines.length > 0)
  if (isError) {
    const message = lines.join('; ')
    return {
      value: 'error',
      message: message.length > 400 ? `${message.slice(0, 400)}…` : message || 'The service reported an error.',
    }
  }
  return { value: overflow ? 'overflow' : 'ok', message: '' }
}

/** The result table: the first TABLE with fields in a `results` RESOURCE, else the first anywhere. */
function findTable(root: XmlNode): XmlNode | null {
  const resources: XmlNode[] = []
  const walk = (node: XmlNode) => {
    for (const resource of nodes(node.RESOURCE)) {
      resources.push(resource)
      walk(resource)
    }
  }
  walk(root)
  const ordered = [
    ...resources.filter((resource) => attribute(resource, 'type') === 'results'),
    ...resources.filter((resource) => attribute(resource, 'type') !== 'results'),
  ]
  for (const resource of ordered) {
    const table = nodes(resource.TABLE).find((candidate) => nodes(candidate.FIELD).length > 0)
    if (table) return table
  }
  return null
}

function fieldsOf(table: XmlNode): VoField[] {
  return nodes(table.FIELD).map((field) => {
    const values = nodes(field.VALUES)[0]
    return voField({
      name: attribute(field, 'name'),
      ID: attribute(field, 'ID'),
      datatype: attribute(field, 'datatype'),
      arraysize: attribute(field, 'arraysize'),
      unit: attribute(field, 'unit'),
      ucd: attribute(field, 'ucd'),
      nullValue: values ? attribute(values, 'null') : undefined,
      description: textOf(field.DESCRIPTION),
    })
  })
}

function streamBytes(node: unknown): Uint8Array {
  const stream = nodes(isNode(node) ? node.STREAM : undefined)[0]
  if (!stream) throw new VoTableError('The VOTable has a binary DATA block without a STREAM.')
  const encoding = attribute(stream, 'encoding') ?? 'base64'
  if (encoding !== 'base64') {
    throw new VoTableError(`The VOTable's binary stream is ${encoding}-encoded (or a link); only base64 is read.`)
  }
  return Buffer.from(textOf(stream).replace(/\s+/g, ''), 'base64')
}

function dataRows(table: XmlNode, fields: readonly VoField[], limit: number, notes: string[]) {
  const data = nodes(table.DATA)[0]
  if (!data) return { rows: [], totalRows: 0 }
  const columns = fields.map(columnOf)
  const tabledata = data.TABLEDATA
  if (tabledata !== undefined) {
    const rows: Cell[][] = []
    const trs = isNode(tabledata) ? nodes(tabledata.TR) : []
    let short = 0
    for (const tr of trs.slice(0, limit)) {
      const tds = Array.isArray(tr.TD) ? tr.TD : []
      if (tds.length < fields.length) short += 1
      rows.push(
        fields.map((field, index) => {
          const column = columns[index]
          return column ? parseCell(textOf(tds[index]), column.type, field.nullValue) : null
        }),
      )
    }
    if (short > 0) notes.push(`${short} rows had fewer cells than the table has columns; the missing cells are empty.`)
    return { rows, totalRows: trs.length }
  }
  const binary = data.BINARY2 ?? data.BINARY
  if (binary === undefined) {
    if (data.FITS !== undefined)
      throw new VoTableError('The VOTable holds its rows in a FITS stream, which is not read.')
    return { rows: [], totalRows: 0 }
  }
  try {
    return readBinaryRows(streamBytes(binary), fields, { withNullFlags: data.BINARY2 !== undefined, limit })
  } catch (error) {
    if (error instanceof TruncatedStreamError) throw new VoTableError(`${error.message} The answer was cut short.`)
    throw error
  }
}

/**
 * A VOTable (1.0–1.5; TABLEDATA, BINARY or BINARY2; namespaced or not) as a table of its first `limit` rows, with the
 * service's status. Throws VoTableError for a document that is not a VOTable.
 */
export function readVoTable(xml: string, limit: number): VoTableResult {
  let document: XmlNode
  try {
    document = parser.parse(xml) as XmlNode
  } catch (error) {
    throw new VoTableError(`The answer is not valid XML: ${error instanceof Error ? error.message : String(error)}`)
  }
  const root = nodes(document.VOTABLE)[0]
  if (!root) throw new VoTableError('The answer is not a VOTable (no VOTABLE element).')
  const status = statusOf(root)
  const tableNode = findTable(root)
  const notes: string[] = []
  const fields = tableNode ? fieldsOf(tableNode) : []
  const { rows, totalRows } = tableNode ? dataRows(tableNode, fields, limit, notes) : { rows: [], totalRows: 0 }
  if (status.value === 'overflow') {
    notes.push('The service stopped at its row limit (QUERY_STATUS OVERFLOW): more rows match the query.')
  }
  return {
    table: { columns: fields.map(columnOf), rows, totalRows, notes },
    status: status.value === 'overflow' ? 'overflow' : 'ok',
    error: status.value === 'error' ? status.message : null,
  }
}
