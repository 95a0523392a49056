/** Papers checked in the library table, and the row a shift-click extends the selection from. */
export interface TableSelection {
  ids: ReadonlySet<string>
  anchor: number | null
}

export const emptySelection: TableSelection = { ids: new Set(), anchor: null }

/**
 * The selection after a click on row `index`'s checkbox: a plain click toggles that paper; a shift-click gives every
 * loaded row between the last clicked one and this one the state this one takes.
 */
export function clickRow(
  selection: TableSelection,
  index: number,
  paperAt: (index: number) => { id: string } | null,
  shift: boolean,
): TableSelection {
  const paper = paperAt(index)
  if (!paper) return selection
  const checking = !selection.ids.has(paper.id)
  const next = new Set(selection.ids)
  const from = shift && selection.anchor !== null ? Math.min(selection.anchor, index) : index
  const to = shift && selection.anchor !== null ? Math.max(selection.anchor, index) : index
  for (let row = from; row <= to; row++) {
    const id = paperAt(row)?.id
    if (id === undefined) continue
    if (checking) next.add(id)
    else next.delete(id)
  }
  return { ids: next, anchor: index }
}
