import type { Page } from '@playwright/test'

/** The laid-out width of the element `selector` names, in whole CSS pixels. */
export async function elementWidth(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).boundingBox()
  if (!box) throw new Error(`${selector} is not laid out`)
  return Math.round(box.width)
}
