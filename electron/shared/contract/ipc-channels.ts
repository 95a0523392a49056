/** IPC channel names shared by the preload and the Electron host. */
export const ipcChannels = {
  invoke: 'astro:invoke',
  cancel: 'astro:cancel',
  subscribe: 'astro:subscribe',
  unsubscribe: 'astro:unsubscribe',
  event: 'astro:event',
  linkClicked: 'astro:link-clicked',
} as const
