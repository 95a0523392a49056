import { type ReactNode, useState } from 'react'
import { ConfirmDialog } from './confirm-dialog'

/** Which item a list is editing: a stored one, or a new one not yet in the list. */
export type ListEditing<Item> = { item: Item; isNew: boolean } | null

/** The edit and remove state of an `EditableList`. */
export function useListEditing<Item>() {
  const [editing, setEditing] = useState<ListEditing<Item>>(null)
  const [removing, setRemoving] = useState<Item | null>(null)
  return {
    editing,
    removing,
    add: (blank: Item) => setEditing({ item: blank, isNew: true }),
    edit: (item: Item) => setEditing({ item, isNew: false }),
    stopEditing: () => setEditing(null),
    askToRemove: (item: Item) => setRemoving(item),
    stopRemoving: () => setRemoving(null),
  }
}

interface EditableListProps<Item> {
  items: readonly Item[]
  keyOf: (item: Item) => string
  state: ReturnType<typeof useListEditing<Item>>
  /** An item as a row (an `<li>`). */
  renderRow: (item: Item) => ReactNode
  /** The form editing `item`, stored or new. */
  renderForm: (item: Item, isNew: boolean) => ReactNode
  /** Shown when there is nothing to list and nothing being added. */
  emptyText: string | null
  /** What the remove dialog asks about `item`. */
  removeQuestion: (item: Item) => { title: string; message: string; confirmLabel: string }
  onRemove: (item: Item) => void
  /** Rows after the items that are not the list's own (shown, never edited). */
  children?: ReactNode
}

/**
 * A list of stored items (providers, MCP servers): a row each, the row being edited replaced by its form, a new
 * item's form at the end, and removal after a confirmation.
 */
export function EditableList<Item>({
  items,
  keyOf,
  state,
  renderRow,
  renderForm,
  emptyText,
  removeQuestion,
  onRemove,
  children,
}: EditableListProps<Item>) {
  const { editing, removing } = state
  const editedKey = editing && !editing.isNew ? keyOf(editing.item) : null
  return (
    <>
      {emptyText && items.length === 0 && editing === null ? <p className="muted">{emptyText}</p> : null}
      <ul className="provider-list">
        {items.map((item) =>
          keyOf(item) === editedKey ? (
            <li key={keyOf(item)} className="provider-card">
              {renderForm(item, false)}
            </li>
          ) : (
            renderRow(item)
          ),
        )}
        {children}
        {editing?.isNew ? <li className="provider-card">{renderForm(editing.item, true)}</li> : null}
      </ul>
      {removing ? (
        <ConfirmDialog
          {...removeQuestion(removing)}
          onCancel={state.stopRemoving}
          onConfirm={() => {
            onRemove(removing)
            state.stopRemoving()
          }}
        />
      ) : null}
    </>
  )
}
