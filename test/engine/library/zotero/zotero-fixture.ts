import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'

/**
 * The tables of Zotero 7's zotero.sqlite the import reads, with their real columns (zotero/zotero
 * resource/schema/userdata.sql), and Better BibTeX's citationkey table.
 */
const zoteroSchema = `
  CREATE TABLE libraries (libraryID INTEGER PRIMARY KEY, type TEXT NOT NULL, editable INT NOT NULL, filesEditable INT NOT NULL,
    version INT NOT NULL DEFAULT 0, storageVersion INT NOT NULL DEFAULT 0, lastSync INT NOT NULL DEFAULT 0, archived INT NOT NULL DEFAULT 0);
  CREATE TABLE itemTypes (itemTypeID INTEGER PRIMARY KEY, typeName TEXT, templateItemTypeID INT, display INT DEFAULT 1);
  CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT, fieldFormatID INT);
  CREATE TABLE creatorTypes (creatorTypeID INTEGER PRIMARY KEY, creatorType TEXT);
  CREATE TABLE items (itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL, dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0, synced INT NOT NULL DEFAULT 0,
    UNIQUE (libraryID, key), FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE);
  CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
  CREATE TABLE itemData (itemID INT, fieldID INT, valueID, PRIMARY KEY (itemID, fieldID));
  CREATE TABLE itemNotes (itemID INTEGER PRIMARY KEY, parentItemID INT, note TEXT, title TEXT);
  CREATE TABLE itemAttachments (itemID INTEGER PRIMARY KEY, parentItemID INT, linkMode INT, contentType TEXT, charsetID INT,
    path TEXT, syncState INT DEFAULT 0, storageModTime INT, storageHash TEXT, lastProcessedModificationTime INT);
  CREATE TABLE tags (tagID INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
  CREATE TABLE itemTags (itemID INT NOT NULL, tagID INT NOT NULL, type INT NOT NULL, PRIMARY KEY (itemID, tagID));
  CREATE TABLE creators (creatorID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT, fieldMode INT,
    UNIQUE (lastName, firstName, fieldMode));
  CREATE TABLE itemCreators (itemID INT NOT NULL, creatorID INT NOT NULL, creatorTypeID INT NOT NULL DEFAULT 1,
    orderIndex INT NOT NULL DEFAULT 0, PRIMARY KEY (itemID, creatorID, creatorTypeID, orderIndex), UNIQUE (itemID, orderIndex));
  CREATE TABLE collections (collectionID INTEGER PRIMARY KEY, collectionName TEXT NOT NULL, parentCollectionID INT DEFAULT NULL,
    clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, libraryID INT NOT NULL, key TEXT NOT NULL,
    version INT NOT NULL DEFAULT 0, synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key));
  CREATE TABLE collectionItems (collectionID INT NOT NULL, itemID INT NOT NULL, orderIndex INT NOT NULL DEFAULT 0,
    PRIMARY KEY (collectionID, itemID));
  CREATE TABLE deletedItems (itemID INTEGER PRIMARY KEY, dateDeleted DEFAULT CURRENT_TIMESTAMP NOT NULL);
`
const betterBibtexSchema = `
  CREATE TABLE citationkey (itemID NOT NULL PRIMARY KEY, itemKey NOT NULL, libraryID NOT NULL,
    citationKey NOT NULL CHECK (citationKey <> ''), pinned CHECK (pinned in (0, 1)), UNIQUE (libraryID, itemKey));
`

/**
 * Item types and fields by Zotero's names (resource/schema/global/schema.json); the import reads them by name, so
 * the ids are only this fixture's.
 */
const itemTypes = {
  attachment: 3,
  book: 7,
  bookSection: 8,
  computerProgram: 11,
  conferencePaper: 12,
  journalArticle: 22,
  note: 28,
  preprint: 31,
  report: 33,
  thesis: 37,
  webpage: 40,
}
const fieldIds = {
  title: 1,
  abstractNote: 2,
  date: 6,
  publisher: 8,
  url: 13,
  extra: 16,
  volume: 19,
  issue: 20,
  pages: 32,
  publicationTitle: 38,
  DOI: 59,
  university: 69,
  thesisType: 70,
  place: 71,
  proceedingsTitle: 72,
  bookTitle: 73,
  institution: 74,
  reportNumber: 75,
  company: 76,
  versionNumber: 77,
  series: 78,
  citationKey: 79,
}
type FieldName = keyof typeof fieldIds
const creatorTypeIds: Record<string, number> = { author: 8, editor: 10, programmer: 12 }

export interface ZoteroItemSpec {
  key: string
  type: keyof typeof itemTypes
  fields?: Partial<Record<FieldName, string>>
  /** `[last, first]`, or `[last, first, creatorType]` (default author); an empty first name is a one-field name. */
  authors?: [string, string, string?][]
  tags?: string[]
  collections?: string[]
  notes?: { key: string; html: string }[]
  pdf?: { key: string; fileName: string; source: string | null }
  deleted?: boolean
}

export interface ZoteroLibrarySpec {
  collections: { key: string; name: string; parent?: string }[]
  items: ZoteroItemSpec[]
  betterBibtex?: Record<string, string>
}

/** Writes a Zotero data folder: zotero.sqlite, storage/<key>/<file> for PDFs that have a source, better-bibtex.sqlite. */
export function writeZoteroDirectory(dir: string, spec: ZoteroLibrarySpec): void {
  mkdirSync(dir, { recursive: true })
  const db = new Database(join(dir, 'zotero.sqlite'))
  db.exec(zoteroSchema)
  db.prepare("insert into libraries (libraryID, type, editable, filesEditable) values (1, 'user', 1, 1)").run()
  for (const [name, id] of Object.entries(itemTypes))
    db.prepare('insert into itemTypes values (?, ?, null, 1)').run(id, name)
  for (const [name, id] of Object.entries(fieldIds)) db.prepare('insert into fields values (?, ?, null)').run(id, name)
  for (const [name, id] of Object.entries(creatorTypeIds))
    db.prepare('insert into creatorTypes values (?, ?)').run(id, name)
  const collectionIds = new Map<string, number>()
  for (const [index, collection] of spec.collections.entries()) {
    collectionIds.set(collection.key, index + 1)
    db.prepare(
      'insert into collections (collectionID, collectionName, parentCollectionID, libraryID, key) values (?, ?, ?, 1, ?)',
    ).run(
      index + 1,
      collection.name,
      collection.parent ? (collectionIds.get(collection.parent) ?? null) : null,
      collection.key,
    )
  }
  let nextItemId = 1
  const addItem = (type: keyof typeof itemTypes, key: string) => {
    const id = nextItemId++
    db.prepare('insert into items (itemID, itemTypeID, libraryID, key) values (?, ?, 1, ?)').run(
      id,
      itemTypes[type],
      key,
    )
    return id
  }
  const value = (text: string) => {
    db.prepare('insert or ignore into itemDataValues (value) values (?)').run(text)
    return db.prepare('select valueID from itemDataValues where value = ?').pluck().get(text)
  }
  for (const item of spec.items) {
    const itemId = addItem(item.type, item.key)
    if (item.deleted) db.prepare('insert into deletedItems (itemID) values (?)').run(itemId)
    for (const [name, text] of Object.entries(item.fields ?? {}) as [FieldName, string][])
      db.prepare('insert into itemData values (?, ?, ?)').run(itemId, fieldIds[name], value(text))
    for (const [index, [lastName, firstName, creatorType = 'author']] of (item.authors ?? []).entries()) {
      db.prepare('insert or ignore into creators (firstName, lastName, fieldMode) values (?, ?, ?)').run(
        firstName,
        lastName,
        firstName === '' ? 1 : 0,
      )
      const creatorId = db
        .prepare('select creatorID from creators where lastName = ? and firstName = ?')
        .pluck()
        .get(lastName, firstName)
      db.prepare('insert into itemCreators values (?, ?, ?, ?)').run(
        itemId,
        creatorId,
        creatorTypeIds[creatorType],
        index,
      )
    }
    for (const tag of item.tags ?? []) {
      db.prepare('insert or ignore into tags (name) values (?)').run(tag)
      const tagId = db.prepare('select tagID from tags where name = ?').pluck().get(tag)
      db.prepare('insert into itemTags values (?, ?, 0)').run(itemId, tagId)
    }
    for (const collection of item.collections ?? [])
      db.prepare('insert into collectionItems (collectionID, itemID) values (?, ?)').run(
        collectionIds.get(collection),
        itemId,
      )
    if (item.type === 'note')
      db.prepare('insert into itemNotes values (?, null, ?, ?)').run(itemId, '<p>A loose note</p>', 'A loose note')
    for (const note of item.notes ?? []) {
      const noteId = addItem('note', note.key)
      db.prepare('insert into itemNotes values (?, ?, ?, ?)').run(noteId, itemId, note.html, '')
    }
    if (item.pdf) {
      const attachmentId = addItem('attachment', item.pdf.key)
      db.prepare('insert into itemData values (?, 1, ?)').run(attachmentId, value('Full Text PDF'))
      db.prepare(
        "insert into itemAttachments (itemID, parentItemID, linkMode, contentType, path) values (?, ?, 0, 'application/pdf', ?)",
      ).run(attachmentId, itemId, `storage:${item.pdf.fileName}`)
      if (item.pdf.source) {
        mkdirSync(join(dir, 'storage', item.pdf.key), { recursive: true })
        copyFileSync(item.pdf.source, join(dir, 'storage', item.pdf.key, item.pdf.fileName))
      }
    }
  }
  db.close()
  if (spec.betterBibtex) {
    const bbt = new Database(join(dir, 'better-bibtex.sqlite'))
    bbt.exec(betterBibtexSchema)
    const keyed = new Database(join(dir, 'zotero.sqlite'), { readonly: true })
    for (const [itemKey, citationKey] of Object.entries(spec.betterBibtex)) {
      const itemId = keyed.prepare('select itemID from items where key = ?').pluck().get(itemKey)
      bbt.prepare('insert into citationkey values (?, ?, 1, ?, 0)').run(itemId, itemKey, citationKey)
    }
    keyed.close()
    bbt.close()
  }
}
