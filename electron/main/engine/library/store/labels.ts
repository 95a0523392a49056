import type { Db } from '../../db/open-database'

export interface LabelCount {
  name: string
  count: number
}

const clean = (names: string[]) => [...new Set(names.map((name) => name.trim()).filter((name) => name.length > 0))]

/** Tags and collections: tags are free labels on papers, collections are named groups the user manages. */
export class LabelStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  setTags(paperId: string, tags: string[]): void {
    const apply = this.db.transaction(() => {
      this.db.prepare('delete from paper_tags where paper_id = ?').run(paperId)
      for (const name of clean(tags)) {
        this.db.prepare('insert into tags (name) values (?) on conflict(name) do nothing').run(name)
        const id = this.db.prepare('select id from tags where name = ?').pluck().get(name)
        this.db.prepare('insert or ignore into paper_tags (paper_id, tag_id) values (?, ?)').run(paperId, id)
      }
      this.db.prepare('delete from tags where id not in (select tag_id from paper_tags)').run()
    })
    apply.immediate()
  }

  tags(): LabelCount[] {
    return this.db
      .prepare(
        'select t.name as name, count(pt.paper_id) as count from tags t left join paper_tags pt on pt.tag_id = t.id group by t.id order by t.name',
      )
      .all() as LabelCount[]
  }

  createCollection(name: string): void {
    const trimmed = name.trim()
    if (!trimmed) throw new Error('A collection needs a name.')
    this.db
      .prepare('insert into collections (name, created_at) values (?, ?) on conflict(name) do nothing')
      .run(trimmed, this.now())
  }

  renameCollection(from: string, to: string): void {
    const trimmed = to.trim()
    if (!trimmed) throw new Error('A collection needs a name.')
    const changes = this.db.prepare('update collections set name = ? where name = ?').run(trimmed, from).changes
    if (changes === 0) throw new Error(`No collection named "${from}".`)
  }

  deleteCollection(name: string): boolean {
    return this.db.prepare('delete from collections where name = ?').run(name).changes > 0
  }

  collections(): LabelCount[] {
    return this.db
      .prepare(
        `select c.name as name, count(pc.paper_id) as count from collections c
           left join paper_collections pc on pc.collection_id = c.id group by c.id order by c.name`,
      )
      .all() as LabelCount[]
  }

  addToCollection(paperId: string, collection: string): void {
    this.createCollection(collection)
    const id = this.db.prepare('select id from collections where name = ?').pluck().get(collection.trim())
    this.db.prepare('insert or ignore into paper_collections (paper_id, collection_id) values (?, ?)').run(paperId, id)
  }

  removeFromCollection(paperId: string, collection: string): void {
    this.db
      .prepare(
        'delete from paper_collections where paper_id = ? and collection_id = (select id from collections where name = ?)',
      )
      .run(paperId, collection)
  }
}
