// "We have it" on a phone (below 640 px): the first option of the row's ⋯ menu; from
// 640 px up it is a button beside the row (docs/shopping.md, Rows on a phone).
import type { Page } from '@playwright/test';

export async function weHaveItOnPhone(page: Page, name: string) {
  await page.getByRole('button', { name: `Department of ${name}` }).click();
  await page.getByRole('menuitem', { name: `We have it: ${name}` }).click();
}
