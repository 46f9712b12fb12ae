import { describe, expect, it } from 'vitest';
import { canOnObject, custodyDecision, SENDER_CANNOT_RECEIVE, type ManifestCustody, type PermissionSubject } from '../../src/domain/permissions';

/** Custody of a manifest (issue #31): each step on its side of the route. */
const staff = (id: number, type_role: string, country: string): PermissionSubject => ({ id, pays_operation_effectif: country, permissions: {}, role_personnalise_info: { nom: type_role, type_role } });
const agentCa = staff(3, 'agent_logistique', 'CA');
const agentGn = staff(4, 'agent_logistique', 'GN');
const otherGn = staff(8, 'agent_logistique', 'GN');
const manager = staff(2, 'manager', 'GN');
const admin = staff(1, 'admin', 'CA');
const accountant = staff(5, 'accountant', 'GN');

/** Canada → Guinea, sent by agent.ca, to be received by k.barry (8). */
const canadaToGuinea: ManifestCustody = { origine: 'CA', destination: 'GN', agent_expediteur_id: 3, agent_receveur_id: 8 };
const verdict = (user: PermissionSubject, step: 'bordereaux.validate' | 'bordereaux.arrive' | 'bordereaux.receive', custody = canadaToGuinea) => {
  const decision = custodyDecision(user, step, custody);
  return decision.allowed ? 'permis' : decision.message;
};

describe('custody of a manifest', () => {
  it('is validated and shipped by staff of its origin side, or an administrator or a manager', () => {
    expect(verdict(agentCa, 'bordereaux.validate')).toBe('permis');
    expect(verdict(agentGn, 'bordereaux.validate')).toBe("Seuls le personnel du pays d'origine de ce bordereau (Canada), les administrateurs et les managers peuvent le valider et l'expédier.");
    expect(verdict(manager, 'bordereaux.validate')).toBe('permis');
    expect(verdict(admin, 'bordereaux.validate')).toBe('permis');
  });

  it('is marked arrived and received by staff of its destination side or its receiving agent, or an administrator or a manager', () => {
    expect(verdict(agentGn, 'bordereaux.arrive')).toBe('permis');
    expect(verdict(agentGn, 'bordereaux.receive')).toBe('permis');
    expect(verdict(staff(9, 'agent_logistique', 'CA'), 'bordereaux.arrive')).toBe(
      'Seuls le personnel du pays de destination de ce bordereau (Guinée), son agent récepteur, les administrateurs et les managers peuvent le marquer arrivé.',
    );
    // Its receiving agent, whatever their side.
    expect(verdict(staff(8, 'agent_logistique', 'CA'), 'bordereaux.receive')).toBe('permis');
    expect(verdict(otherGn, 'bordereaux.receive')).toBe('permis');
    expect(verdict(admin, 'bordereaux.arrive')).toBe('permis');
  });

  it('is never received by the agent who sent it, even an administrator or the receiving agent', () => {
    expect(verdict(agentCa, 'bordereaux.receive')).toBe(SENDER_CANNOT_RECEIVE);
    expect(verdict(admin, 'bordereaux.receive', { ...canadaToGuinea, agent_expediteur_id: 1 })).toBe(SENDER_CANNOT_RECEIVE);
    expect(verdict(agentGn, 'bordereaux.receive', { ...canadaToGuinea, agent_expediteur_id: 4, agent_receveur_id: 4 })).toBe(SENDER_CANNOT_RECEIVE);
    // Marking it arrived is not receiving it: the sender's side rule applies there.
    expect(verdict(manager, 'bordereaux.arrive', { ...canadaToGuinea, agent_expediteur_id: 2 })).toBe('permis');
  });

  it('the matrix comes first: an accountant takes no step; canOnObject reads the custody with the manifest', () => {
    expect(verdict(accountant, 'bordereaux.validate')).toBe('Seuls les administrateurs, les managers et les agents logistiques peuvent valider et expédier un bordereau.');
    expect(canOnObject(agentGn, 'bordereaux.validate', { custody: canadaToGuinea }).allowed).toBe(false);
    expect(canOnObject(agentGn, 'bordereaux.validate', {}).allowed).toBe(true);
  });
});
