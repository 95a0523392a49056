import './styles/theme.css'
import './styles/base.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { SettingsProvider } from './app/settings-context'
import { ToolCatalogProvider } from './app/tool-catalog-context'
import { TransportProvider } from './app/transport-context'
import { createTransport } from './bridge/create-transport'
import { setupI18n } from './i18n/i18n'

setupI18n()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <TransportProvider transport={createTransport()}>
      <SettingsProvider>
        <ToolCatalogProvider>
          <App />
        </ToolCatalogProvider>
      </SettingsProvider>
    </TransportProvider>
  </StrictMode>,
)
