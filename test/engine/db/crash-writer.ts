/**
 * Child process for the crash test: commits sessions one by one (printing each id once committed), then opens a long
 * write transaction that keeps inserting until the parent kills it with SIGKILL.
 * Usage: node --import tsx crash-writer.ts <database path> <committed count>
 */
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'

const [path, countText] = process.argv.slice(2)
if (path === undefined || countText === undefined) throw new Error('usage: crash-writer <path> <count>')

const { db } = openDatabase(path, migrations)
// A small page cache makes SQLite spill the open transaction's pages into the WAL before the kill.
db.pragma('cache_size = 16')
const insert = db.prepare(
  'insert into sessions (id, title, project_dir, created_at, updated_at) values (?, ?, null, ?, ?)',
)
for (let index = 0; index < Number(countText); index += 1) {
  insert.run(`committed-${index}`, `committed session ${index}`, index, index)
  process.stdout.write(`committed ${index}\n`)
}

db.exec('begin immediate')
let pending = 0
function writeBatch(): void {
  for (let index = 0; index < 500; index += 1) {
    insert.run(`uncommitted-${pending}`, 'x'.repeat(2_000), pending, pending)
    pending += 1
  }
}
writeBatch()
writeBatch()
process.stdout.write('transaction open\n')
setInterval(writeBatch, 1)
