#!/usr/bin/env node
// `npm start [-- flags]`: opens the Electron app where its binary is installed; otherwise builds and starts the
// headless host, which prints its URL. `--headless` forces the headless host; other flags go to the host
// (headless: --data-dir D --port P --no-open).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const forceHeadless = args.includes('--headless')
const forwarded = args.filter((arg) => arg !== '--headless')

/** The Electron binary's path, found the way the electron package finds it but without its download fallback. */
function electronBinary() {
  const packageDir = join(root, 'node_modules', 'electron')
  const pathFile = join(packageDir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const relative = readFileSync(pathFile, 'utf8').trim()
  if (relative === '') return null
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist')
  const binary = join(distDir, relative)
  return existsSync(binary) ? binary : null
}

function build() {
  console.log('Building AstroResearch (electron-vite build)…')
  const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js')
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('The build failed (see above). Run "npm install" if dependencies are missing, then try again.')
    process.exit(result.status ?? 1)
  }
}

/** Runs the host in the foreground; Ctrl+C reaches it through the terminal, other signals are passed on. */
function run(command, commandArgs, env = process.env) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal)
    })
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

const electron = forceHeadless ? null : electronBinary()
build()
if (electron !== null) {
  const env = { ...process.env }
  delete env.ELECTRON_RUN_AS_NODE
  run(electron, ['.', ...forwarded], env)
} else {
  if (!forceHeadless) {
    console.log('The Electron binary is not installed here; starting the headless host instead (open its URL).')
  }
  run(process.execPath, [join(root, 'out', 'main', 'headless.js'), ...forwarded])
}
