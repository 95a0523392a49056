import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { z } from 'zod'

/** One Zotero item as read from zotero.sqlite: its fields by name, creators in order, and what hangs off it. */
export interface ZoteroItem {
  itemId: number
  libraryId: number
  key: string
  itemType: string
  fields: Map<string, string>
  creators: { firstName: string; lastName: string; singleField: boolean; creatorType: string }[]
  tags: string[]
  collectionKeys: string[]
  notes: { key: string; html: string }[]
  attachments: { key: string; contentType: string; path: string | null; linkMode: number }[]
}

export interface ZoteroCollection {
  key: string
  name: string
  parentKey: string | null
}

interface ZoteroSnapshot {
  items: ZoteroItem[]
  collections: ZoteroCollection[]
  /** Better BibTeX keys by `<libraryID>/<itemKey>`, when better-bibtex.sqlite is present. */
  citationKeys: Map<string, string>
}

const itemRow = z.object({ itemID: z.number(), libraryID: z.number(), key: z.string(), typeName: z.string() })
const fieldRow = z.object({ itemID: z.number(), fieldName: z.string(), value: z.union([z.string(), z.number()]) })
const creatorRow = z.object({
  itemID: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fieldMode: z.number().nullable(),
  creatorType: z.string(),
})
const tagRow = z.object({ itemID: z.number(), name: z.string() })
const collectionRow = z.object({
  collectionID: z.number(),
  collectionName: z.string(),
  parentCollectionID: z.number().nullable(),
  key: z.string(),
})
const collectionItemRow = z.object({ itemID: z.number(), collectionID: z.number() })
const noteRow = z.object({ parentItemID: z.number(), key: z.string(), note: z.string().nullable() })
const attachmentRow = z.object({
  parentItemID: z.number(),
  key: z.string(),
  contentType: z.string().nullable(),
  path: z.string().nullable(),
  linkMode: z.number().nullable(),
})
const citationKeyRow = z.object({ libraryID: z.number(), itemKey: z.string(), citationKey: z.string() })

type Reader = Database.Database

function rows<T>(db: Reader, schema: z.ZodType<T>, sql: string): T[] {
  return db
    .prepare(sql)
    .all()
    .map((row) => schema.parse(row))
}

function readCollections(db: Reader): { collections: ZoteroCollection[]; keyById: Map<number, string> } {
  const raw = rows(db, collectionRow, 'select collectionID, collectionName, parentCollectionID, key from collections')
  const keyById = new Map(raw.map((row) => [row.collectionID, row.key]))
  const collections = raw.map((row) => ({
    key: row.key,
    name: row.collectionName,
    parentKey: row.parentCollectionID === null ? null : (keyById.get(row.parentCollectionID) ?? null),
  }))
  return { collections, keyById }
}

/** Top-level items (not notes, attachments or annotations of another item), leaving out the trash. */
function readItems(db: Reader, collectionKeyById: Map<number, string>): ZoteroItem[] {
  const items = new Map<number, ZoteroItem>()
  for (const row of rows(
    db,
    itemRow,
    `select i.itemID, i.libraryID, i.key, t.typeName from items i join itemTypes t on t.itemTypeID = i.itemTypeID
       where i.itemID not in (select itemID from deletedItems)
         and i.itemID not in (select itemID from itemNotes where parentItemID is not null)
         and i.itemID not in (select itemID from itemAttachments where parentItemID is not null)
         and t.typeName <> 'annotation'
       order by i.itemID`,
  )) {
    items.set(row.itemID, {
      itemId: row.itemID,
      libraryId: row.libraryID,
      key: row.key,
      itemType: row.typeName,
      fields: new Map(),
      creators: [],
      tags: [],
      collectionKeys: [],
      notes: [],
      attachments: [],
    })
  }
  for (const row of rows(
    db,
    fieldRow,
    `select d.itemID, f.fieldName, v.value from itemData d join fields f on f.fieldID = d.fieldID
       join itemDataValues v on v.valueID = d.valueID`,
  ))
    items.get(row.itemID)?.fields.set(row.fieldName, String(row.value))
  for (const row of rows(
    db,
    creatorRow,
    `select ic.itemID, c.firstName, c.lastName, c.fieldMode, ct.creatorType from itemCreators ic
       join creators c on c.creatorID = ic.creatorID join creatorTypes ct on ct.creatorTypeID = ic.creatorTypeID
       order by ic.itemID, ic.orderIndex`,
  ))
    items.get(row.itemID)?.creators.push({
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      singleField: row.fieldMode === 1,
      creatorType: row.creatorType,
    })
  for (const row of rows(db, tagRow, 'select it.itemID, t.name from itemTags it join tags t on t.tagID = it.tagID'))
    items.get(row.itemID)?.tags.push(row.name)
  for (const row of rows(db, collectionItemRow, 'select itemID, collectionID from collectionItems')) {
    const key = collectionKeyById.get(row.collectionID)
    if (key) items.get(row.itemID)?.collectionKeys.push(key)
  }
  for (const row of rows(
    db,
    noteRow,
    `select n.parentItemID, i.key, n.note from itemNotes n join items i on i.itemID = n.itemID
       where n.parentItemID is not null and n.itemID not in (select itemID from deletedItems) order by n.itemID`,
  ))
    items.get(row.parentItemID)?.notes.push({ key: row.key, html: row.note ?? '' })
  for (const row of rows(
    db,
    attachmentRow,
    `select a.parentItemID, i.key, a.contentType, a.path, a.linkMode from itemAttachments a
       join items i on i.itemID = a.itemID
       where a.parentItemID is not null and a.itemID not in (select itemID from deletedItems) order by a.itemID`,
  ))
    items.get(row.parentItemID)?.attachments.push({
      key: row.key,
      contentType: row.contentType ?? '',
      path: row.path,
      linkMode: row.linkMode ?? 0,
    })
  return [...items.values()]
}

async function readCitationKeys(path: string, tempDir: string): Promise<Map<string, string>> {
  const copy = join(tempDir, 'better-bibtex.sqlite')
  try {
    await copyFile(path, copy)
  } catch {
    return new Map()
  }
  const db = new Database(copy, { readonly: true, fileMustExist: true })
  try {
    const hasTable = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'citationkey'").get()
    if (!hasTable) return new Map()
    return new Map(
      rows(db, citationKeyRow, 'select libraryID, itemKey, citationKey from citationkey').map((row) => [
        `${row.libraryID}/${row.itemKey}`,
        row.citationKey,
      ]),
    )
  } finally {
    db.close()
  }
}

/**
 * Reads a Zotero data folder. zotero.sqlite is copied first and the copy opened read-only: a running Zotero holds a
 * lock on the original, and nothing here may ever write to the user's Zotero database.
 */
export async function readZoteroDirectory(dir: string): Promise<ZoteroSnapshot> {
  const tempDir = await mkdtemp(join(tmpdir(), 'astro-zotero-'))
  try {
    const copy = join(tempDir, 'zotero.sqlite')
    await copyFile(join(dir, 'zotero.sqlite'), copy)
    const db = new Database(copy, { readonly: true, fileMustExist: true })
    let snapshot: Omit<ZoteroSnapshot, 'citationKeys'>
    try {
      const { collections, keyById } = readCollections(db)
      snapshot = { items: readItems(db, keyById), collections }
    } finally {
      db.close()
    }
    return { ...snapshot, citationKeys: await readCitationKeys(join(dir, 'better-bibtex.sqlite'), tempDir) }
  } finally {
    await rm(tempDir, { recursive: true, force: true })
  }
}
