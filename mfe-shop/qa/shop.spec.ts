import { expect, test } from '@playwright/test';
import { busLog, openShell, qaPanel, usePersona } from '../../scripts/qa/qa-journey';

test('the shop opens for the 1 000-star persona, whose balance the scenario panel changes', async ({ page }) => {
  await openShell(page, '/la-grande-boutique');
  // As in the host, the shop needs a user (anonymous visitors get the limited view).
  await expect(page.getByTestId('qa-page-gate')).toContainText('demande un utilisateur connecté');

  await usePersona(page, 'Utilisateur avec 1 000 étoiles');
  await expect(page.getByRole('heading', { name: 'La Grande Boutique', level: 1 })).toBeVisible();
  await expect(busLog(page)).toContainText('card:refresh');

  await qaPanel(page).getByLabel('Étoiles').fill('250');
  await qaPanel(page).getByRole('button', { name: 'Fixer les étoiles' }).click();
  await expect(page.getByTestId('qa-scenario-result')).toHaveText('250 étoiles.');
  const balance = await page.evaluate(async () => {
    const session = (await fetch('/api/session').then((response) => response.json())) as {
      user: { tokens: { accessToken: string } };
    };
    const config = (await fetch('/config.json').then((response) => response.json())) as {
      kit: { baseUrls: { api: string } };
    };
    const url = `${config.kit.baseUrls.api}/api/fidmarquesv3/card_slots?access_token=${encodeURIComponent(session.user.tokens.accessToken)}`;
    const card = (await fetch(url).then((response) => response.json())) as {
      card_slots: { loyalty_card: { data: { available_points: number } } }[];
    };
    return card.card_slots[0]?.loyalty_card.data.available_points;
  });
  expect(balance).toBe(250);
});

test('the limited view stays open to anonymous visitors', async ({ page }) => {
  await openShell(page, '/la-grande-boutique-hors-connexion');
  await expect(page.getByTestId('qa-page-gate')).toHaveCount(0);
  await expect(page.getByTestId('qa-current-user')).toHaveText('Visiteur anonyme');
});
