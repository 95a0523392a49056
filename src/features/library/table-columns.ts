import { useCallback, useState } from 'react'
import { z } from 'zod'

export const tableColumnKeys = [
  'title',
  'firstAuthor',
  'year',
  'venue',
  'citations',
  'tags',
  'status',
  'added',
] as const
export type TableColumnKey = (typeof tableColumnKeys)[number]

/** Each column's width until the user drags it. */
export const defaultColumnWidths: Record<TableColumnKey, string> = {
  title: 'minmax(10rem, 4fr)',
  firstAuthor: 'minmax(6rem, 2fr)',
  year: '3.5rem',
  venue: 'minmax(4rem, 1.5fr)',
  citations: '4.5rem',
  tags: 'minmax(4rem, 1.5fr)',
  status: '6rem',
  added: '6rem',
}

const columnLayoutSchema = z.object({
  order: z.array(z.enum(tableColumnKeys)),
  hidden: z.array(z.enum(tableColumnKeys)),
  widths: z.partialRecord(z.enum(tableColumnKeys), z.number().min(40).max(1200)),
})
export type ColumnLayout = z.infer<typeof columnLayoutSchema>

const storageKey = 'astro.library-table-columns'
const initial: ColumnLayout = { order: [...tableColumnKeys], hidden: ['tags'], widths: {} }

/** The stored layout, with columns added since it was stored put at the end, and a damaged one replaced. */
function readLayout(): ColumnLayout {
  try {
    const parsed = columnLayoutSchema.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? 'null'))
    if (!parsed.success) return initial
    const order = [...new Set(parsed.data.order)]
    return { ...parsed.data, order: [...order, ...tableColumnKeys.filter((key) => !order.includes(key))] }
  } catch {
    return initial
  }
}

/** Which table columns show, in which order and how wide, kept in this window's storage. */
export function useColumnLayout() {
  const [layout, setLayout] = useState(readLayout)
  const update = useCallback((change: (current: ColumnLayout) => ColumnLayout) => {
    setLayout((current) => {
      const next = change(current)
      localStorage.setItem(storageKey, JSON.stringify(next))
      return next
    })
  }, [])
  const setHidden = useCallback(
    (key: TableColumnKey, hidden: boolean) =>
      update((current) => ({
        ...current,
        hidden: hidden ? [...new Set([...current.hidden, key])] : current.hidden.filter((item) => item !== key),
      })),
    [update],
  )
  const move = useCallback(
    (key: TableColumnKey, step: -1 | 1) =>
      update((current) => {
        const order = [...current.order]
        const at = order.indexOf(key)
        const to = at + step
        if (at < 0 || to < 0 || to >= order.length) return current
        order.splice(at, 1)
        order.splice(to, 0, key)
        return { ...current, order }
      }),
    [update],
  )
  const setWidth = useCallback(
    (key: TableColumnKey, width: number) =>
      update((current) => ({
        ...current,
        widths: { ...current.widths, [key]: Math.round(Math.min(1200, Math.max(40, width))) },
      })),
    [update],
  )
  const visible = layout.order.filter((key) => !layout.hidden.includes(key))
  const template = [
    '2rem',
    ...visible.map((key) => {
      const width = layout.widths[key]
      return width === undefined ? defaultColumnWidths[key] : `${width}px`
    }),
  ].join(' ')
  return { layout, visible, template, setHidden, move, setWidth }
}
