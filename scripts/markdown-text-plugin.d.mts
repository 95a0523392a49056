import type { Plugin } from 'vite'

export function markdownText(): Plugin
