import { describe, expect, it } from 'vitest';
import { EMPTY_PASSWORD_FORM, PROFILE_MESSAGES, passwordChangeErrorMessage, statLinesFor, type PasswordValues, type ProfileValues } from '../../src/domain/profileForm';
import { messagesOf } from '../../src/domain/schemas/fields';
import { passwordWrite, profileWrite } from '../../src/domain/schemas/profile';

/** The messages the profile's forms show, by field: their writes' schemas. */
const validateProfile = (values: ProfileValues) => messagesOf(profileWrite.safeParse(values));
const validatePasswordChange = (values: PasswordValues) => messagesOf(passwordWrite.safeParse(values));

describe('profile form (spec 000 section 5)', () => {
  it('requires first name, last name and email; phone optional', () => {
    expect(validateProfile({ first_name: ' ', last_name: '', email: '', phone: '' })).toEqual({
      first_name: 'Le prénom est requis',
      last_name: 'Le nom est requis',
      email: "L'email est requis",
    });
    expect(validateProfile({ first_name: 'Awa', last_name: 'Diallo', email: 'awa@exemple.example', phone: '' })).toEqual({});
  });

  it('bounds the name to 150 characters and the phone to 30 (the issue: a 315-character name and a 300-digit phone)', () => {
    expect(validateProfile({ first_name: 'A'.repeat(315), last_name: 'Diallo', email: 'awa@exemple.example', phone: '1'.repeat(300) })).toEqual({
      first_name: 'Assurez-vous que ce champ ne comporte pas plus de 150 caractères.',
      phone: 'Assurez-vous que ce champ ne comporte pas plus de 30 caractères.',
    });
    expect(validateProfile({ first_name: 'A'.repeat(150), last_name: 'Diallo', email: 'awa@exemple.example', phone: '+224 620 12 34 56' })).toEqual({});
  });
});

describe('password change (spec 000 section 5)', () => {
  it('requires all three fields', () => {
    expect(Object.keys(validatePasswordChange(EMPTY_PASSWORD_FORM))).toEqual(['old_password', 'new_password', 'new_password_confirm']);
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(validatePasswordChange({ old_password: 'demo1234', new_password: 'court', new_password_confirm: 'court' }).new_password).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    expect(validatePasswordChange({ old_password: 'demo1234', new_password: 'nouveau123', new_password_confirm: 'nouveau124' }).new_password_confirm).toBe(
      'Les mots de passe ne correspondent pas',
    );
    expect(validatePasswordChange({ old_password: 'demo1234', new_password: 'nouveau123', new_password_confirm: 'nouveau123' })).toEqual({});
  });

  it("says 'Mot de passe actuel incorrect' only when the server faults old_password", () => {
    expect(passwordChangeErrorMessage({ old_password: ['Mot de passe incorrect.'] })).toBe('Mot de passe actuel incorrect');
    expect(passwordChangeErrorMessage({ detail: 'Erreur' })).toBe(PROFILE_MESSAGES.passwordFailed);
    expect(passwordChangeErrorMessage(undefined)).toBe('Erreur lors du changement de mot de passe');
  });
});

describe('statistics by role (spec 000 section 2)', () => {
  it('shows parcels to clients, manifests to agents and managers', () => {
    expect(statLinesFor('client').map((l) => l.key)).toEqual(['total_colis', 'colis_en_cours', 'colis_livres']);
    expect(statLinesFor('agent_logistique').map((l) => l.key)).toEqual(['bordereaux_crees', 'colis_expedies']);
    expect(statLinesFor('manager').map((l) => l.key)).toEqual(['bordereaux_recus', 'colis_recus']);
    expect(statLinesFor('admin')).toEqual([]);
  });
});
