/** Shared steps of the end-to-end specs. */
import { type Page } from '@playwright/test';

import { expect } from './fixtures';

/** The demo accounts' password (DEMO=on). */
export const DEMO_PASSWORD = 'Demo@2026';

/** Logs in through /login (LOGIN_CODE=off: no SMS code) and waits for the page the app chose. */
export async function loginAt(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(userName);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Opens the logged-in user's dropdown in the portal header. */
export async function openUserMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`您好，${name}`) }).click();
}

/** The value of a cookie of the page's context. */
export async function cookie(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === name)?.value;
}
