import { inflateWithinBudget } from './sync-inflate'

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')

const BUILT_INS: Record<string, unknown> = {
  Array,
  ArrayBuffer,
  DataView,
  Date,
  Error,
  Function,
  JSON,
  Map,
  Math,
  Number,
  Object,
  Promise,
  Reflect,
  RegExp,
  Set,
  String,
  Symbol,
  TypedArray: Object.getPrototypeOf(Uint8Array),
  Uint8Array,
  WeakMap,
  WeakSet,
}

type Snapshot = Array<{ owner: object; key: PropertyKey; descriptor: PropertyDescriptor }>

function ownersOf(value: unknown): object[] {
  if (typeof value !== 'object' && typeof value !== 'function') return []
  if (value === null) return []
  const prototype: unknown = Reflect.get(value, 'prototype')
  return typeof prototype === 'object' && prototype !== null ? [value, prototype] : [value]
}

function snapshotBuiltIns(): Snapshot {
  const snapshot: Snapshot = []
  for (const owner of Object.values(BUILT_INS).flatMap(ownersOf)) {
    for (const key of Reflect.ownKeys(owner)) {
      const descriptor = Object.getOwnPropertyDescriptor(owner, key)
      if (descriptor) snapshot.push({ owner, key, descriptor })
    }
  }
  return snapshot
}

function replaced(before: PropertyDescriptor, now: PropertyDescriptor | undefined): boolean {
  if (!now) return true
  return !Object.is(before.value, now.value) || before.get !== now.get || before.set !== now.set
}

/** Puts back every built-in present in `snapshot` that has since been replaced; additions are kept. */
function restoreBuiltIns(snapshot: Snapshot): void {
  for (const { owner, key, descriptor } of snapshot) {
    if (descriptor.configurable && replaced(descriptor, Object.getOwnPropertyDescriptor(owner, key))) {
      Object.defineProperty(owner, key, descriptor)
    }
  }
}

const WORKER_MODULE = 'pdfjs-dist/legacy/build/pdf.worker.mjs'

declare global {
  /** Read by patches/pdfjs-dist+5.6.205.patch: set in threads that only extract text, never draw it. */
  var pdfjsTextOnly: boolean | undefined
}

let loading: Promise<Pdfjs> | undefined

/**
 * Loads pdfjs-dist's legacy build (the one that runs in plain Node) once per thread, for text extraction only: the
 * patched build then skips compiling Type1 font programs, which only drawing glyphs needs, and decodes Flate streams
 * with Node's zlib in one call (`sync-inflate.ts`). Loading it installs core-js
 * polyfills: most add what Node 20 lacks (Promise.withResolvers, Map.prototype.getOrInsertComputed, …), but some
 * replace working natives for the whole process — Array.prototype.push, JSON.parse, JSON.stringify — with
 * JavaScript versions several times slower. Those are put back; the additions stay.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const snapshot = snapshotBuiltIns()
    globalThis.pdfjsTextOnly = true
    globalThis.pdfjsInflate = inflateWithinBudget
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
      // pdfjs would load its worker side lazily, after the restore below; load it now so its polyfills are undone too.
      await import(/* @vite-ignore */ WORKER_MODULE)
      return pdfjs
    } finally {
      restoreBuiltIns(snapshot)
    }
  })()
  return loading
}
