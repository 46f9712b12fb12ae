import { describe, expect, it, vi } from 'vitest';
import {
  FORGOT_PASSWORD_MESSAGE,
  LOGIN_MESSAGES,
  LOGIN_SUCCESS_TOAST_MS,
  OTP_MAX_LENGTH,
  SUPPORT_PHONES,
  TOAST_MS,
  describeLoginError,
} from '../../src/domain/auth';
import { loginWithCodeWrite, loginWrite } from '../../src/domain/schemas/auth';
import { messagesOf } from '../../src/domain/schemas/fields';

const valid = { login: 'agent.ca', password: 'demo1234' };

/** Each field's message for a sign-in, with the code field when the server asked for it. */
const messages = (values: Record<string, unknown>, twoFactorRequired = false) => messagesOf((twoFactorRequired ? loginWithCodeWrite : loginWrite).safeParse(values));

describe('the sign-in write, loginWrite (spec 000 section 5)', () => {
  it.each([
    [{ ...valid, login: '' }, 'login', "L'email ou nom d'utilisateur est requis"],
    [{ ...valid, login: '   ' }, 'login', "L'email ou nom d'utilisateur est requis"],
    [{ password: valid.password }, 'login', "L'email ou nom d'utilisateur est requis"],
    [{ ...valid, login: 'ab' }, 'login', "L'identifiant doit contenir au moins 3 caractères"],
    [{ ...valid, login: ' ab ' }, 'login', "L'identifiant doit contenir au moins 3 caractères"],
    [{ ...valid, password: '' }, 'password', 'Le mot de passe est requis'],
    [{ ...valid, password: '12345' }, 'password', 'Le mot de passe doit contenir au moins 6 caractères'],
  ] as const)('%o → %s: %s', (values, field, message) => {
    expect(messages(values)).toEqual({ [field]: message });
  });

  it('accepts the minimum lengths: login 3, password 6; sends the login trimmed, the password as typed', () => {
    expect(loginWrite.safeParse({ login: ' abc ', password: ' 1234 ' })).toEqual({ success: true, data: { login: 'abc', password: ' 1234 ' } });
  });

  it('asks for the 2FA code only when two-factor is required', () => {
    expect(messages(valid)).toEqual({});
    expect(messages(valid, true)).toEqual({ otp_token: 'Code 2FA requis' });
    expect(messages({ ...valid, otp_token: '' }, true)).toEqual({ otp_token: 'Code 2FA requis' });
    expect(messages({ ...valid, otp_token: '12345' }, true)).toEqual({ otp_token: 'Le code doit contenir au moins 6 caractères' });
    expect(messages({ ...valid, otp_token: '12345' })).toEqual({ otp_token: 'Le code doit contenir au moins 6 caractères' });
    expect(messages({ ...valid, otp_token: '123456' }, true)).toEqual({});
    expect(messages({ ...valid, otp_token: '12345678' }, true)).toEqual({});
  });

  it('the 2FA field takes at most 8 characters (a TOTP or a recovery code); empty submit toast', () => {
    expect(OTP_MAX_LENGTH).toBe(8);
    expect(LOGIN_MESSAGES.otpMissingToast).toBe('Veuillez entrer votre code 2FA');
  });
});

describe('describeLoginError (spec 000 section 8): message and toast duration per code', () => {
  it('too_many_attempts: the server message, 8 s, the time left', () => {
    const failure = describeLoginError({
      code: 'too_many_attempts',
      message: 'Trop de tentatives de connexion. Votre compte est temporairement bloqué.',
      blocked_until: '2030-01-01T10:15:00Z',
      time_remaining_seconds: 610,
      attempts: 5,
    });
    expect(failure).toMatchObject({
      message: 'Trop de tentatives de connexion. Votre compte est temporairement bloqué.',
      duration: 8000,
      hint: 'Réessayez dans 11 minutes.',
      blockedUntil: '2030-01-01T10:15:00Z',
      countsAsFailure: false,
    });
  });

  it('account_blocked: 10 s, defaults 5 attempts and 15 minutes, and the hint to contact the administrator', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const failure = describeLoginError({ code: 'account_blocked' });
    vi.useRealTimers();
    expect(failure).toMatchObject({
      message: 'Compte bloqué après 5 tentatives échouées pendant 15 minutes.',
      duration: 10_000,
      hint: 'Contactez votre administrateur pour débloquer votre compte.',
      blockedUntil: '2030-01-01T10:15:00.000Z',
      countsAsFailure: false,
    });
    expect(describeLoginError({ code: 'account_blocked', message: 'Compte bloqué.', attempts: 6, blocked_duration_minutes: 30 })).toMatchObject({
      message: 'Compte bloqué.',
      duration: 10_000,
    });
    expect(describeLoginError({ code: 'account_blocked', attempts: 6, blocked_duration_minutes: 30 }).message).toBe(
      'Compte bloqué après 6 tentatives échouées pendant 30 minutes.',
    );
  });

  it('ip_blocked: the server message and the time left', () => {
    expect(
      describeLoginError({ code: 'ip_blocked', message: 'Adresse IP bloquée.', blocked_until: '2030-01-01T10:01:00Z', time_remaining_seconds: 45 }),
    ).toMatchObject({ message: 'Adresse IP bloquée.', hint: 'Réessayez dans 1 minute.', blockedUntil: '2030-01-01T10:01:00Z', countsAsFailure: false });
    expect(describeLoginError({ code: 'ip_blocked' }).message).toBe('Adresse IP temporairement bloquée.');
  });

  it('2fa_token_required: shows the 2FA field with its toast, not a failure', () => {
    expect(describeLoginError({ code: '2fa_token_required', message: 'ignored' })).toEqual({
      message: "Code d'authentification à deux facteurs requis",
      duration: TOAST_MS,
      requireTwoFactor: true,
      countsAsFailure: false,
    });
  });

  it('2fa_token_invalid: its message, counts as a failure, keeps the field', () => {
    expect(describeLoginError({ code: '2fa_token_invalid' })).toEqual({
      message: 'Code 2FA invalide. Vérifiez votre code et réessayez.',
      duration: TOAST_MS,
      requireTwoFactor: true,
      countsAsFailure: true,
    });
  });

  it('non_field_errors: the first message, and the remaining attempts when the server warns', () => {
    expect(describeLoginError({ non_field_errors: ['Identifiants invalides.', 'autre'] })).toMatchObject({
      message: 'Identifiants invalides.',
      duration: 4000,
      hint: undefined,
      countsAsFailure: true,
    });
    expect(describeLoginError({ non_field_errors: ['Identifiants invalides.'], remaining_attempts: 2 }).hint).toBe(
      'Il vous reste 2 tentative(s) avant le blocage du compte.',
    );
    expect(describeLoginError({ non_field_errors: ['Identifiants invalides.'], remaining_attempts: 4 }).hint).toBeUndefined();
    expect(
      describeLoginError({ non_field_errors: ['Identifiants invalides.'], remaining_attempts: 1, warning: 'Attention : il vous reste 1 tentative(s).' }).hint,
    ).toBe('Attention : il vous reste 1 tentative(s).');
  });

  it('anything else: "Erreur de connexion"', () => {
    expect(describeLoginError(undefined)).toMatchObject({ message: 'Erreur de connexion', duration: 4000, countsAsFailure: true });
    expect(describeLoginError({ login: ['Ce champ est obligatoire.'] }).message).toBe('Erreur de connexion');
    expect(describeLoginError({ code: 'inconnu' }).message).toBe('Erreur de connexion');
  });

  it('success toast for 2 s; other toasts 4 s', () => {
    expect(LOGIN_MESSAGES.success).toBe('Connexion réussie ! Bienvenue sur la plateforme');
    expect(LOGIN_SUCCESS_TOAST_MS).toBe(2000);
    expect(TOAST_MS).toBe(4000);
  });

  it('forgot password: support numbers for Canada and Guinea, contact the administrator', () => {
    expect(FORGOT_PASSWORD_MESSAGE).toContain(SUPPORT_PHONES.canada);
    expect(FORGOT_PASSWORD_MESSAGE).toContain(SUPPORT_PHONES.guinee);
    expect(FORGOT_PASSWORD_MESSAGE).toMatch(/Contactez votre administrateur/);
  });
});
