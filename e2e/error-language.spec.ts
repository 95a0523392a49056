import { newSessionWithLocalModel } from './support/chat-helpers'
import { startFakeOllama } from './support/fake-ollama'
import { expect, test } from './support/fixtures'

test('an engine error reads in Chinese from its key and parameters, with no English under it, and in English again after switching back', async ({
  page,
  openApp,
}) => {
  const modelServer = await startFakeOllama()
  try {
    await openApp()
    await newSessionWithLocalModel(page)
    await page.getByRole('button', { name: 'Settings', exact: true }).click()
    await page.getByLabel('Language').selectOption('zh-CN')
    await page.getByRole('button', { name: '对话', exact: true }).click()

    const control = page.getByTestId('project-folder')
    await control.getByRole('button', { name: '设置项目文件夹' }).click()
    const field = control.getByRole('textbox', { name: /项目文件夹/ })
    await field.fill('observations/m31')
    await field.press('Enter')
    const alert = control.getByRole('alert')
    await expect(alert).toHaveText(
      '“observations/m31”不是绝对路径。 请输入完整路径（以 / 或 ~/ 开头），或重新选择文件夹。',
    )

    await page.getByRole('button', { name: '设置', exact: true }).click()
    await page.getByLabel('语言').selectOption('en')
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    await control.getByRole('button', { name: 'Set project folder' }).click()
    const englishField = control.getByRole('textbox', { name: /Project folder/ })
    await englishField.fill('observations/m31')
    await englishField.press('Enter')
    await expect(alert).toHaveText(
      '"observations/m31" is not an absolute path. Type the whole path (it starts with / or ~/), or choose the folder again.',
    )
  } finally {
    await modelServer.close()
  }
})
