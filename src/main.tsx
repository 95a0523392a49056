import './styles/theme.css'
import './styles/base.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createTransport } from './bridge/create-transport'
import { DataProvider } from './data/data-provider'
import { SettingsProvider } from './data/settings-context'
import { ToolCatalogProvider } from './data/tool-catalog-context'
import { setupI18n } from './i18n/i18n'

setupI18n()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <DataProvider transport={createTransport()}>
      <SettingsProvider>
        <ToolCatalogProvider>
          <App />
        </ToolCatalogProvider>
      </SettingsProvider>
    </DataProvider>
  </StrictMode>,
)
