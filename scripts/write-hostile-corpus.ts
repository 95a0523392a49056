// Writes the hostile-input corpus (test/helpers/hostile-corpus.ts) to a folder, to feed it to a running app by hand:
//   npx tsx scripts/write-hostile-corpus.ts /tmp/hostile
// PDFs for Add PDF…, .bib files for Import BibTeX, replies as the calls' JSON or the XML text a model would send.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hostileCorpus } from '../test/helpers/hostile-corpus'

const dir = process.argv[2]
if (!dir) {
  console.error('Usage: npx tsx scripts/write-hostile-corpus.ts DIR')
  process.exit(2)
}
mkdirSync(dir, { recursive: true })
for (const [index, hostile] of hostileCorpus.entries()) {
  const base = join(
    dir,
    `${String(index + 1).padStart(2, '0')}-${hostile.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}`,
  )
  const { input } = hostile
  const [extension, content] =
    input.kind === 'pdf'
      ? ['pdf', input.bytes()]
      : input.kind === 'bibtex'
        ? ['bib', input.text()]
        : input.protocol === 'native'
          ? ['json', JSON.stringify(input.calls())]
          : ['txt', input.text()]
  const path = `${base}.${extension}`
  writeFileSync(path, content)
  console.log(path)
}
