import { expect, test } from '@playwright/test';
import { openShell, qaPanel, usePersona } from '../../scripts/qa/qa-journey';

test('the profile page shows the persona made through the own backend, and needs a user', async ({ page }) => {
  await openShell(page, '/mon-compte/mon-profil');
  await expect(page.getByTestId('qa-page-gate')).toContainText('demande un utilisateur connecté');

  await usePersona(page, 'Nouvel utilisateur');
  await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Recette');
});

test('the orders persona has real orders the scenario panel can move to shipped or delivered', async ({ page }) => {
  await openShell(page, '/mon-compte/mon-historique/mes-commandes');
  await usePersona(page, 'Utilisateur avec des commandes');
  // The page's first read already sees the persona's orders: one shipped, one being prepared.
  const orders = page.locator('main').first();
  await expect(orders).toContainText('expédiée');
  await expect(orders).toContainText('en préparation');
  const panel = qaPanel(page);
  await panel.getByRole('button', { name: 'Lire les commandes' }).click();
  await expect(page.getByTestId('qa-scenario-result')).toHaveText('2 commande(s).');
  await panel.getByLabel('Statut').selectOption({ label: 'livrée' });
  await panel.getByRole('button', { name: 'Changer le statut' }).click();
  await expect(page.getByTestId('qa-scenario-result')).toContainText('livrée');
  await expect(panel.getByLabel('Commande')).toContainText('livrée');
  await page.reload();
  await expect(orders).toContainText('livrée');
});

test('the receipts persona shows pending and refused proofs; settling them now validates the pending ones', async ({
  page,
}) => {
  await openShell(page, '/mon-compte/mon-historique/mes-preuves-d-achat');
  await usePersona(page, "Preuves d'achat en attente et refusées");
  const history = page.locator('main').first();
  await expect(history).toContainText('en attente');
  await expect(history).toContainText('refusée');

  await qaPanel(page).getByRole('button', { name: 'Traiter les preuves maintenant' }).click();
  await expect(page.getByTestId('qa-scenario-result')).toContainText("preuve(s) d'achat traitée(s).");
  await page.reload();
  await expect(history).toContainText('validée');
  await expect(history).not.toContainText('en attente');
});
