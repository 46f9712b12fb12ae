import { describe, expect, it } from 'vitest';
import { countries } from '../../src/demo/seed/reference';
import { countryCodeOf, countryName, countryNameOf, routeName } from '../../src/domain/country';
import { BORDEREAU_FILTER_OPTIONS, bordereauStatusLabel, bordereauWithStatus } from '../../src/domain/manifestStatus';
import { STATUS_FILTER_CHOICES } from '../../src/domain/parcelList';
import { parcelStatusLabel, TIMELINE_LABELS, timelineCurrentStep, timelineStepLabel } from '../../src/domain/parcelStatus';
import {
  displayedPaymentStatusLabel,
  paymentMethodChoices,
  paymentMethodLabel,
  REAL_PAYMENT_STATUS_CHOICES,
  TRANSACTION_STATUS_CHOICES,
  transactionStatusLabel,
} from '../../src/domain/paymentStatus';

/** One word per thing: the screens, the PDFs and the exports all read these functions. */

describe('parcel status: one word each, the list’s', () => {
  it('names a registered parcel "En attente" on the chip, the filter and the timeline alike', () => {
    expect(parcelStatusLabel('enregistre')).toBe('En attente');
    expect(STATUS_FILTER_CHOICES.find((c) => c.id === 'enregistre')?.name).toBe('En attente');
    expect(TIMELINE_LABELS.enregistre).toBe('En attente');
    expect(TIMELINE_LABELS.expedie).toBe(parcelStatusLabel('expedie'));
    expect(STATUS_FILTER_CHOICES.map((c) => c.name)).toEqual(['Tous les statuts', 'En attente', 'En transit', 'Arrivé', 'Livré']);
  });

  it('names a timeline step from its code, whatever label a server sends', () => {
    expect(timelineStepLabel('enregistre', 'Enregistré')).toBe('En attente');
    expect(timelineStepLabel('douane', 'En douane')).toBe('En douane');
  });

  it('highlights only the step a parcel is at', () => {
    expect(timelineCurrentStep('enregistre')).toBe(0);
    expect(timelineCurrentStep('expedie')).toBe(1);
    expect(timelineCurrentStep('remis')).toBe(3);
    expect(timelineCurrentStep('probleme')).toBe(1);
    expect(timelineCurrentStep('inconnu')).toBe(-1);
  });
});

describe('manifest status: the spec’s label, never the code', () => {
  it.each([
    ['brouillon', 'Brouillon'],
    ['valide', 'Validé et expédié'],
    ['arrive', 'Arrivé à destination'],
    ['recu', 'Reçu et traité'],
    ['perdu', 'Inconnu'],
  ])('%s reads %s', (code, label) => {
    expect(bordereauStatusLabel(code)).toBe(label);
  });

  it('names a manifest with its status, as on the parcel screens', () => {
    expect(bordereauWithStatus('BRD-2026-0012', 'valide')).toBe('BRD-2026-0012 · Validé et expédié');
    expect(bordereauWithStatus('BRD-2026-0012', 'recu')).not.toContain('(recu)');
    expect(bordereauWithStatus('BRD-2026-0012', null)).toBe('BRD-2026-0012');
  });

  it('offers the same labels in the list filter', () => {
    expect(BORDEREAU_FILTER_OPTIONS.map((o) => o.label)).toEqual(['Tous', 'Brouillon', 'Validé et expédié', 'Arrivé à destination', 'Reçu et traité']);
  });
});

describe('payment methods: as the route data names them', () => {
  const routeCountries = countries().filter((c) => c.code_iso2 === 'CA' || c.code_iso2 === 'GN');

  it('names mobile_money "Orange Money" where Guinea’s route data says so', () => {
    expect(paymentMethodLabel('mobile_money', null, routeCountries.flatMap((c) => c.payment_methods))).toBe('Orange Money');
    expect(paymentMethodLabel('mobile_money', 'Orange Money')).toBe('Orange Money');
  });

  it('falls back on the built-in names, then on the code', () => {
    expect(paymentMethodLabel('especes')).toBe('Espèces');
    expect(paymentMethodLabel('square')).toBe('Carte (Square)');
    expect(paymentMethodLabel('wave')).toBe('wave');
    expect(paymentMethodLabel(null)).toBe('Inconnu');
  });

  it('offers each method of the routes once in the filters, with the data’s name', () => {
    expect(paymentMethodChoices(routeCountries)).toEqual([
      { value: 'especes', label: 'Espèces' },
      { value: 'interac', label: 'Interac' },
      { value: 'square', label: 'Carte (Square)' },
      { value: 'mobile_money', label: 'Orange Money' },
    ]);
    expect(paymentMethodChoices([]).map((c) => c.value)).toEqual(['square', 'especes', 'interac', 'mobile_money']);
  });
});

describe('countries: a name, never a code', () => {
  it.each([
    ['CA', 'Canada'],
    ['GN', 'Guinée'],
    ['sn', 'Sénégal'],
    ['FR', 'France'],
  ])('%s reads %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it('prefers the data’s name, and says what it cannot name', () => {
    expect(countryName('GN', 'République de Guinée')).toBe('République de Guinée');
    expect(countryName(null)).toBe('—');
    expect(countryName('Guinée')).toBe('Guinée');
  });

  it('reads the wire’s two shapes of a country and writes a route', () => {
    expect(countryCodeOf({ code_iso2: 'ca', nom: 'Canada' })).toBe('CA');
    expect(countryCodeOf({ code: 'GN', nom: 'Guinée' })).toBe('GN');
    expect(countryNameOf({ code: 'GN' })).toBe('Guinée');
    expect(routeName({ code_iso2: 'CA', nom: 'Canada' }, { code_iso2: 'GN', nom: 'Guinée' })).toBe('Canada → Guinée');
  });
});

describe('payment statuses', () => {
  it('names a payment and a parcel’s payment state', () => {
    // « Annulé »: a payment voided with its reason (issue #32).
    expect(TRANSACTION_STATUS_CHOICES.map((c) => c.label)).toEqual(['Validé', 'En attente', 'Refusé', 'Annulé', 'Remboursé']);
    expect(transactionStatusLabel('refuse')).toBe('Refusé');
    expect(transactionStatusLabel('annule')).toBe('Annulé');
    expect(REAL_PAYMENT_STATUS_CHOICES.map((c) => c.label)).toEqual(['Non payé', 'Partiellement payé', 'Entièrement payé', 'Trop payé', 'Gratuit']);
    expect(displayedPaymentStatusLabel('gratuit', 12)).toBe('Non payé');
    expect(displayedPaymentStatusLabel('paye_canada')).toBe('Entièrement payé');
  });
});
