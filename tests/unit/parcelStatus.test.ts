import { describe, expect, it } from 'vitest';
import {
  canTransition,
  NO_STATUS_ACTION,
  parcelStatusLabel,
  statusAction,
  timelineProgress,
  TIMELINE_STEPS,
  transitionError,
} from '../../src/domain/parcelStatus';

describe('parcel status labels (spec 001 section 4)', () => {
  it.each([
    ['enregistre', 'En attente'],
    ['expedie', 'En transit'],
    ['arrive', 'Arrivé'],
    ['remis', 'Livré'],
    ['probleme', 'Problème'],
    ['perdu', 'Inconnu'],
    ['', 'Inconnu'],
    [null, 'Inconnu'],
    [undefined, 'Inconnu'],
  ])('%s reads %s', (status, label) => {
    expect(parcelStatusLabel(status)).toBe(label);
  });

  it('orders the timeline enregistre, expedie, arrive, remis', () => {
    expect(TIMELINE_STEPS).toEqual(['enregistre', 'expedie', 'arrive', 'remis']);
    expect(timelineProgress('enregistre')).toBe(1);
    expect(timelineProgress('expedie')).toBe(2);
    expect(timelineProgress('arrive')).toBe(3);
    expect(timelineProgress('remis')).toBe(4);
    expect(timelineProgress('probleme')).toBe(2);
    expect(timelineProgress('inconnu')).toBe(0);
  });
});

describe('detail page actions and server transitions', () => {
  it('offers expedie → arrive and arrive → remis only', () => {
    expect(statusAction('expedie')).toMatchObject({ target: 'arrive', label: 'Marquer comme arrivé' });
    expect(statusAction('arrive')).toMatchObject({ target: 'remis', label: 'Marquer comme livré' });
    expect(statusAction('enregistre')).toBeNull();
    expect(statusAction('remis')).toBeNull();
    expect(statusAction('nimporte')).toBeNull();
    expect(NO_STATUS_ACTION).toBe('Aucune action disponible pour ce statut');
  });

  it('accepts the workflow moves and refuses the others', () => {
    expect(canTransition('enregistre', 'expedie')).toBe(true);
    expect(canTransition('expedie', 'arrive')).toBe(true);
    expect(canTransition('arrive', 'remis')).toBe(true);
    expect(canTransition('enregistre', 'arrive')).toBe(false);
    expect(canTransition('enregistre', 'remis')).toBe(false);
    expect(canTransition('expedie', 'remis')).toBe(false);
    expect(canTransition('remis', 'arrive')).toBe(false);
    expect(canTransition('remis', 'probleme')).toBe(false);
    expect(canTransition('inconnu', 'arrive')).toBe(false);
  });

  it('explains a refused move in French', () => {
    expect(transitionError('enregistre', 'arrive')).toBe('Transition impossible : un colis « En attente » ne peut pas passer à « Arrivé ».');
    expect(transitionError('remis', 'remis')).toBe('Le colis est déjà « Livré ».');
    expect(transitionError('remis', 'arrive')).toBe('Le colis a déjà été livré : son statut ne peut plus changer.');
  });
});
