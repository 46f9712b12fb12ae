import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/dataProvider/endpoints';
import { NOT_PROBED, PROBES } from '../../src/contractCheck/probes';
import { formatResult, summary, type ProbeResult } from '../../src/contractCheck/run';

/** Every endpoint of endpoints.ts as `group.name`. */
const endpointKeys = Object.entries(endpoints).flatMap(([group, paths]) => Object.keys(paths).map((name) => `${group}.${name}`));

describe('npm run contract: what it reads', () => {
  it('every endpoint of endpoints.ts is read by the check or named with the reason it is not', () => {
    const probed = new Set(PROBES.map((probe) => probe.key));
    const unaccounted = endpointKeys.filter((key) => !probed.has(key) && !(key in NOT_PROBED));
    expect(unaccounted).toEqual([]);
    // And nothing is both, or names an endpoint that does not exist.
    expect([...probed].filter((key) => key in NOT_PROBED)).toEqual([]);
    expect([...probed, ...Object.keys(NOT_PROBED)].filter((key) => !endpointKeys.includes(key))).toEqual([]);
  });

  it('the calls it never makes are writes, the sign-in, the refresh, the socket, the demo pages or a record only a write makes', () => {
    expect(new Set(Object.values(NOT_PROBED))).toEqual(
      new Set([
        'écriture',
        'la connexion (envoyée une fois, au début)',
        'envoyé seulement après un 401',
        'WebSocket, pas HTTP',
        'démo seulement',
        "modification et désactivation (l'application ne lit pas une catégorie seule)",
        "suppression (l'application ne lit pas une facture seule)",
        "une clôture n'existe qu'après une journée clôturée (le contrôle n'écrit rien)",
      ]),
    );
  });
});

describe('npm run contract: its report', () => {
  const probe = PROBES.find((p) => p.key === 'colis.statistics')!;
  const line = (outcome: ProbeResult['outcome'], detail = ''): ProbeResult => ({ probe, outcome, status: 200, path: 'GET /api/shipments/colis/statistiques/', detail });

  it('one line per call: the verdict, the status, the call and, on a mismatch, the field and what was expected', () => {
    expect(formatResult(line('ok'))).toBe('OK          200  GET /api/shipments/colis/statistiques/');
    expect(formatResult(line('mismatch', 'champ « prets_expedition » : Invalid input: expected number, received string'))).toBe(
      'ÉCART       200  GET /api/shipments/colis/statistiques/ : champ « prets_expedition » : Invalid input: expected number, received string',
    );
  });

  it('passes only without mismatches and failures; a role refused or an empty list is reported, not failed', () => {
    expect(summary([line('ok'), line('refused'), line('unchecked'), line('unread')])).toEqual({
      passed: true,
      line: 'Résumé : 4 lectures, 1 conformes, 0 écart(s), 0 échec(s), 1 refusée(s) pour ce compte, 1 non vérifiée(s), 1 sans schéma.',
    });
    expect(summary([line('ok'), line('mismatch')]).passed).toBe(false);
    expect(summary([line('ok'), line('failure')]).passed).toBe(false);
  });
});
