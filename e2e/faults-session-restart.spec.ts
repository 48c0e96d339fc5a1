import { ROUTE_PATHS } from 'shared-kit';
import { expectLandedOn, newAccount, sessionEmail, signUpThroughPage } from './support/auth-journeys';
import { expect, test } from './support/fixtures';
import { startAgain, stopService } from './faults-services';

test('the session server restarts mid-session: the user stays logged in (signed cookie, same keys)', async ({
  page,
}) => {
  const account = newAccount('session-restart');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  const accountMenu = page.getByTestId('account-menu');
  await expect(accountMenu).toContainText(account.firstName);

  await stopService('site');
  await startAgain('site');

  await page.reload();
  await expect(accountMenu).toContainText(account.firstName);
  expect(await sessionEmail(page)).toBe(account.email);
  // A guarded page still opens without a detour through the login page.
  await page.goto(ROUTE_PATHS['profile-infos']);
  await expectLandedOn(page, ROUTE_PATHS['profile-infos']);
  await expect(accountMenu).toContainText(account.firstName);
});
