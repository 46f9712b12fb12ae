import { expect, test, type Page } from '@playwright/test';
import { buildSeed } from '../../src/demo/seed';
import { loginAs, switchAccount } from './support';

/**
 * Another company, other currencies (issue 34): Sahel Express sends from France to Senegal in EUR
 * and back in XOF. Its administrator walks the parcel, payment, manifest, invoice, /caisse and
 * /paiements flows, and no screen names CAD, GNF, Canada or Guinea.
 */
const seed = buildSeed('standard');
const sahelRoutes = new Set(seed.routes.filter((r) => r.entreprise_id === 2).map((r) => r.id));
const fromDakar = seed.colis.find((c) => sahelRoutes.has(c.route_id) && c.statut_paiement === 'partiellement_paye');
if (!fromDakar) throw new Error('the seed lacks a Sahel Express parcel partly paid in XOF');

/** Anything of the other company's pair of currencies or countries, anywhere on the page. */
const FOREIGN = /\b(CAD|GNF)\b|Canada|Guinée/;

async function expectOnlyItsOwnCurrencies(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(text.match(FOREIGN)?.[0], `${where} names another company's currency or country`).toBeUndefined();
}

test('Sahel Express walks its parcels, payments, manifest, invoice, /caisse and /paiements in EUR and XOF, and never sees CAD, GNF, Canada or Guinée', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'sahel.admin', { path: '/colis/nouveau' });

  // A parcel from Paris to Dakar, priced in euros and shown in CFA francs.
  await expect(page.getByRole('heading', { name: 'Expéditeur' })).toBeVisible();
  await page.getByLabel(/^Nom/).fill('Diallo');
  await page.getByLabel(/^Prénom/).fill('Aïssatou');
  await page.getByLabel(/^Téléphone/).fill('+33 6 11 22 33 44');
  await page.getByLabel(/^Email/).fill('aissatou.diallo@exemple.example');
  await page.getByLabel(/^Adresse complète/).fill('8 rue des Martyrs');
  await page.getByLabel(/^Ville/).fill('Paris');
  await expectOnlyItsOwnCurrencies(page, 'the sender step');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Destinataire' })).toBeVisible();
  await page.getByLabel(/^Nom/).fill('Sarr');
  await page.getByLabel(/^Prénom/).fill('Ibou');
  await page.getByLabel(/^Téléphone/).fill('+221 77 000 11 22');
  await page.getByLabel(/^Quartier/).fill('Plateau');
  await page.getByRole('button', { name: 'Suivant' }).click();
  // Vêtements, 6,50 EUR/kg: 6,50 × 1,5 kg × 2 = 19,50 EUR, × 655,957 = 12 791 XOF.
  const product = page.getByRole('region', { name: 'Produit 1' });
  await product.getByRole('radio', { name: /^Vêtements/ }).click();
  await product.getByLabel(/^Nom du produit/).fill('Pagnes wax');
  await product.getByLabel(/^Quantité/).fill('2');
  await product.getByLabel(/^Valeur unitaire/).fill('30');
  await product.getByLabel(/^Poids unitaire/).fill('1,5');
  await expect(product.getByText(/Frais de ce produit : 19,50\sEUR/)).toBeVisible();
  await expectOnlyItsOwnCurrencies(page, 'the products step');
  await page.getByRole('button', { name: 'Suivant' }).click();
  const total = page.getByTestId('wizard-total');
  await expect(total).toContainText(/19,50\sEUR/);
  await expect(total).toContainText(/12\s791\sXOF/);
  await expectOnlyItsOwnCurrencies(page, 'the fees step');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Résumé' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Frais' })).not.toContainText('Rabais');
  await page.getByRole('button', { name: 'Créer le colis' }).click();
  const created = page.getByText(/^Colis COL-\d{4}-\d{6} créé avec succès/);
  await expect(created).toBeVisible();
  const tracking = /code de suivi ([A-Z0-9]+)/.exec((await created.textContent()) ?? '')?.[1] ?? '';
  expect(tracking).not.toBe('');

  // The list and the parcel's detail: weights with 1 decimal, money in EUR with its XOF.
  await page.getByLabel('Code de suivi ou numéro').fill(tracking);
  // The search applies after its pause: the list then holds this parcel alone.
  await expect(page).toHaveURL(new RegExp(tracking));
  await expect(page.getByText('Page 1 sur 1')).toBeVisible();
  await expect(page.getByText('3,0 kg')).toBeVisible();
  await expectOnlyItsOwnCurrencies(page, 'the parcel list');
  await page.getByRole('link', { name: `Voir les détails du colis ${tracking}` }).first().click();
  await expect(page.getByTestId('real-payment-status')).toBeVisible();
  await expect(page.getByLabel(/^Montant \(EUR\)/)).toHaveValue('19,50');
  const split = page.getByRole('region', { name: 'Répartition comptable' });
  await expect(split).toContainText(/France : 0,00\sEUR · 0 paiement · 0\s%/);
  await expect(split).toContainText(/Sénégal : 0,00\sEUR/);
  await expectOnlyItsOwnCurrencies(page, "the parcel's detail");

  // No Square account: the link is refused and the support dialog gives the company's own lines.
  await page.getByRole('button', { name: 'Créer le lien de paiement' }).click();
  const support = page.getByRole('dialog', { name: 'Configuration Square manquante' });
  await expect(support).toBeVisible();
  await expect(support.getByText('Téléphone France')).toBeVisible();
  await expect(support.getByText('Téléphone Sénégal')).toBeVisible();
  await expectOnlyItsOwnCurrencies(page, 'the support dialog');
  await support.getByRole('button', { name: 'Fermer' }).click();

  // Cash in Paris, in euros.
  await page.getByRole('button', { name: 'Paiement manuel' }).click();
  await page.getByLabel(/^Mode de paiement/).click();
  await page.getByRole('option', { name: 'Espèces' }).click();
  await page.getByLabel(/^Montant \(EUR\)/).fill('10');
  await page.getByLabel(/^ID de transaction/).fill('PAR-E2E-0001');
  await page.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(page.getByText('Paiement manuel enregistré avec succès!')).toBeVisible();
  await expect(page.getByTestId('reste-a-payer')).toHaveText(/9,50\sEUR/);
  await expect(split).toContainText(/France : 10,00\sEUR · 1 paiement · 100\s%/);
  await expectOnlyItsOwnCurrencies(page, 'the parcel once paid in part');

  // The rest of a parcel sent from Dakar, in CFA francs, collected in Senegal.
  await page.goto(`/#/colis/${fromDakar.id}`);
  await expect(page.getByTestId('reste-a-payer')).toHaveText(/17\s890\sXOF/);
  await page.getByRole('button', { name: 'Paiement manuel' }).click();
  await page.getByLabel(/^Lieu de paiement/).click();
  await page.getByRole('option', { name: 'Sénégal' }).click();
  await page.getByLabel(/^Mode de paiement/).click();
  await page.getByRole('option', { name: 'Espèces' }).click();
  await expect(page.getByLabel(/^Montant \(XOF\)/)).toHaveValue('17890');
  await page.getByLabel(/^ID de transaction/).fill('DKR-E2E-0002');
  await page.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(page.getByTestId('real-payment-status').getByText('Entièrement payé', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Répartition comptable' })).toContainText(/Sénégal : 27\s890\sXOF · 2 paiements · 100\s%/);
  await expectOnlyItsOwnCurrencies(page, 'a parcel paid in XOF');

  // A manifest of the new parcel: validated, arrived, received.
  await page.goto('/#/bordereaux/nouveau');
  await page.getByRole('checkbox', { name: `Sélectionner le colis ${tracking}` }).check();
  await expectOnlyItsOwnCurrencies(page, 'the new manifest');
  await page.getByRole('button', { name: 'Créer le bordereau' }).click();
  await expect(page.getByText('Bordereau créé avec succès !')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: /^Bordereau BRD-/ });
  const numero = ((await heading.textContent()) ?? '').replace('Bordereau ', '').trim();
  await page.getByRole('button', { name: 'Valider et expédier' }).click();
  await page.getByRole('dialog', { name: 'Valider et expédier' }).getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Bordereau validé avec succès!')).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme arrivé' }).click();
  await expect(page.getByText('1 colis marqué comme arrivé.')).toBeVisible();
  // Its sender may not receive it (custody, issue #31): Dakar's agent does, then the administrator goes on.
  await expect(page.getByRole('button', { name: 'Marquer comme reçu' })).toBeDisabled();
  const manifestPath = new URL(page.url()).hash.slice(1);
  await switchAccount(page, 'agent.dakar', manifestPath);
  await page.getByRole('button', { name: 'Marquer comme reçu' }).click();
  // Its parcel still owes 9,50 EUR: receiving names it, in euros, and asks (issue #32).
  const unpaid = page.getByRole('dialog', { name: 'Colis non entièrement payés' });
  await expect(unpaid.getByRole('table', { name: 'Colis non entièrement payés' })).toContainText(/9,50\sEUR/);
  await unpaid.getByRole('button', { name: 'Marquer comme reçu' }).click();
  await expect(page.getByText('Aucune action disponible pour ce statut')).toBeVisible();
  await expectOnlyItsOwnCurrencies(page, 'the manifest');
  await switchAccount(page, 'sahel.admin', manifestPath);

  // Its commercial invoice, in euros.
  await page.goto('/#/factures-commerciales');
  await page.getByRole('checkbox', { name: `Sélectionner ${numero}` }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('table', { name: 'Produits détaillés' })).toBeVisible();
  await expectOnlyItsOwnCurrencies(page, 'the invoice products');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByTestId('ligne-facture').first()).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectOnlyItsOwnCurrencies(page, 'the invoice summary');
  await page.getByRole('button', { name: 'Créer la facture' }).click();
  await page.getByRole('dialog', { name: 'Confirmer la création de la facture' }).getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText(/^Facture FC-\d{4}-\d{4} créée avec succès$/)).toBeVisible();
  await expect(page.getByLabel('Montant min (EUR)')).toBeVisible();
  await expect(page.getByTestId('facture').first()).toContainText(/EUR/);
  await expectOnlyItsOwnCurrencies(page, 'the invoice list');

  // Accounting and payments: both currencies, both countries, nothing else.
  await page.goto('/#/caisse');
  await expect(page.getByRole('heading', { name: 'Comptabilité Simplifiée', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paiements (4)' })).toBeVisible();
  await expect(page.getByTestId('top-pays-1')).toContainText(/Sénégal/);
  await expect(page.getByTestId('top-pays-1')).toContainText(/XOF/);
  await expect(page.getByTestId('top-pays-2')).toContainText(/France/);
  await expect(page.getByTestId('top-pays-2')).toContainText(/10,00\sEUR/);
  await expectOnlyItsOwnCurrencies(page, '/caisse');
  await page.goto('/#/paiements');
  await expect(page.getByRole('heading', { name: 'Gestion des Paiements', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByText('Aïssatou Diallo').first()).toBeVisible();
  await expectOnlyItsOwnCurrencies(page, '/paiements');

  // Operating from Dakar: the currency context becomes XOF.
  await page.goto('/#/profil');
  const country = page.getByRole('region', { name: "Pays d'opération" });
  await country.getByRole('combobox', { name: "Pays d'opération" }).click();
  await page.getByRole('option', { name: 'Sénégal' }).click();
  await country.getByRole('button', { name: 'Changer de pays' }).click();
  await expect(country.getByText('Vos colis partent de : Sénégal → France.')).toBeVisible();
  await page.goto('/#/configuration/taux-de-change');
  await expect(page.getByTestId('conversion-XOF-EUR')).toBeVisible();
  await expectOnlyItsOwnCurrencies(page, 'the exchange rates');
  await page.goto('/#/');
  await expect(page.getByText(/XOF/).first()).toBeVisible();
  await expectOnlyItsOwnCurrencies(page, 'the dashboard');
});
