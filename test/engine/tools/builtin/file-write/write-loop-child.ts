import { writeAtomic } from '../../../../../electron/main/engine/fs/atomic-write'
import { PathSandbox } from '../../../../../electron/main/engine/fs/path-sandbox'

// Child process for the kill-mid-write test: rewrites one file forever, alternating two full contents.
const [root = '', name = '', sizeText = '0'] = process.argv.slice(2)
const sandbox = new PathSandbox([{ name: 'project', path: root }])
const size = Number(sizeText)
const contents = [Buffer.alloc(size, 'A'), Buffer.alloc(size, 'B')]

async function rewriteForever(): Promise<never> {
  for (let round = 0; ; round++) {
    await writeAtomic(sandbox, sandbox.resolve(name, 'write'), contents[round % 2] ?? Buffer.alloc(0))
    process.stdout.write('wrote\n')
  }
}

rewriteForever().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`)
  process.exit(1)
})
