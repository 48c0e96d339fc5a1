import type { APIRequestContext, Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/** A fresh account through the own backend, so the page's cookie jar holds its session. */
export async function signUp(
  request: APIRequestContext,
  password = 'Fusilli-2025!',
): Promise<{ email: string; password: string }> {
  const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`;
  const response = await request.post('/api/signup', {
    data: { email, password, firstName: 'Camille', lastName: 'Martin', termsAccepted: true, adult: true },
    headers: { Origin: 'http://localhost:3000' },
  });
  if (!response.ok()) throw new Error(`signup answered ${response.status()}: ${await response.text()}`);
  return { email, password };
}

/**
 * Screenshots for a person to look at (not compared automatically), of the viewport: after a full-page screenshot
 * headless Chromium sometimes stops drawing frames (measured: 2 stalls in 60 journeys with full-page shots, none in 48
 * without), and every later click then waits for ever for the page to be « stable ».
 */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}
