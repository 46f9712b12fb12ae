import { describe, expect, it } from 'vitest';
import { availableActions, countByStatus, oauthStatusLabel, oauthStatusTone, popupFeatures } from '../../src/custom-pages/oauth/oauthStatus';

describe('payment-provider connection rules (spec 000 sections 2 and 4)', () => {
  it('labels the five statuses and shows anything else as unknown', () => {
    expect(['connected', 'pending', 'expired', 'disconnected', 'error'].map(oauthStatusLabel)).toEqual(['Connecté', 'En attente', 'Expiré', 'Déconnecté', 'Erreur']);
    expect(oauthStatusLabel('revoked')).toBe('Inconnu');
    expect(oauthStatusLabel(undefined)).toBe('Inconnu');
    expect(oauthStatusTone('connected')).toBe('success');
    expect(oauthStatusTone('revoked')).toBe('default');
  });

  it('connects when not connected, disconnects when connected, refreshes when expired', () => {
    expect(availableActions('connected')).toEqual({ connect: false, disconnect: true, refresh: false });
    expect(availableActions('expired')).toEqual({ connect: false, disconnect: true, refresh: true });
    expect(availableActions('disconnected')).toEqual({ connect: true, disconnect: false, refresh: false });
    expect(availableActions('pending')).toEqual({ connect: true, disconnect: false, refresh: false });
    expect(availableActions('error')).toEqual({ connect: true, disconnect: false, refresh: false });
    expect(availableActions('quelque-chose')).toEqual({ connect: true, disconnect: false, refresh: false });
  });

  it('counts companies, connected, pending and disconnected (everything else)', () => {
    const statuses = ['connected', 'disconnected', 'expired', 'pending', 'error', 'connected', 'inconnu'];
    expect(countByStatus(statuses.map((oauth_status) => ({ oauth_status })))).toEqual({ total: 7, connected: 2, pending: 1, disconnected: 4 });
    expect(countByStatus([])).toEqual({ total: 0, connected: 0, pending: 0, disconnected: 0 });
  });

  it('opens a 600×800 pop-up centred on the opener', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 })).toBe('width=600,height=800,left=500,top=150,resizable=yes,scrollbars=yes');
    expect(popupFeatures()).toMatch(/^width=600,height=800,left=0,top=0/);
  });
});
