import { createElement, type ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import ColisCreate from '../../src/resources/colis/ColisCreate';
import { renderInAdmin } from './render';

/** Steps of the new-parcel wizard the fee journeys share. */
export const wizardUser = () => userEvent.setup({ delay: null });
export type WizardUser = ReturnType<typeof wizardUser>;

/** Types a whole value at once (a paste): the wizard re-renders once instead of once per key. */
export async function fill(u: WizardUser, element: HTMLElement, text: string) {
  await u.click(element);
  await u.paste(text);
}

/** The wizard at /colis/nouveau; at /colis, the list it leads to (by default a stand-in). */
export function renderWizard(list: ReactElement = createElement('p', null, 'Liste des colis')) {
  return renderInAdmin(
    createElement(Routes, null, createElement(Route, { path: '/colis/nouveau', element: createElement(ColisCreate) }), createElement(Route, { path: '/colis', element: list })),
    { url: '/colis/nouveau' },
  );
}

/** The sender (from Canada) and the recipient, filled; the wizard is left on the products step. */
export async function fillParties(u: WizardUser) {
  await fill(u, await screen.findByLabelText(/^Nom/), 'Tremblay');
  await fill(u, screen.getByLabelText(/^Prénom/), 'Luc');
  await fill(u, screen.getByLabelText(/^Téléphone/), '+1 514 555 0000');
  await fill(u, screen.getByLabelText(/^Email/), 'luc@exemple.example');
  await fill(u, await screen.findByLabelText(/^Adresse/), '12 rue Saint-Denis');
  await fill(u, screen.getByLabelText(/^Ville/), 'Montréal');
  await fill(u, screen.getByLabelText(/^Province/), 'QC');
  await fill(u, screen.getByLabelText(/^Code postal/), 'H2X 1Y4');
  await u.click(screen.getByRole('tab', { name: 'Destinataire' }));
  await fill(u, await screen.findByLabelText(/^Nom/), 'Bah');
  await fill(u, screen.getByLabelText(/^Prénom/), 'Awa');
  await fill(u, screen.getByLabelText(/^Téléphone/), '+224 620 00 00 00');
  await fill(u, screen.getByLabelText(/^Quartier/), 'Kaloum');
  await u.click(screen.getByRole('tab', { name: 'Produits' }));
}

export function productCard(n: number): HTMLElement {
  return screen.getByRole('region', { name: `Produit ${n}` });
}

/** One product: its category chosen by hand (or none), its name, value and weight. */
export async function fillProduct(u: WizardUser, n: number, product: { nom: string; categorie?: RegExp; valeur: string; poids: string }) {
  const card = productCard(n);
  if (product.categorie) await u.click(await within(card).findByRole('radio', { name: product.categorie }));
  await fill(u, within(card).getByLabelText(/^Nom du produit/), product.nom);
  await fill(u, within(card).getByLabelText(/^Valeur unitaire/), product.valeur);
  await fill(u, within(card).getByLabelText(/^Poids unitaire/), product.poids);
}
