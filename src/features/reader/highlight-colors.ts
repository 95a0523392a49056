/** Highlight colours stored by name; each maps to a translucent fill in reader.css for light and dark themes. */
export const highlightColors = ['yellow', 'green', 'blue', 'pink'] as const
export type HighlightColor = (typeof highlightColors)[number]
