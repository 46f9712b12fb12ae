import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { authProvider } from '../../src/authProvider/authProvider';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { signIn } from '../components/render';

describe('authProvider.checkError: only the HTTP client ends a session', () => {
  it.each([401, 403, 400, 500, 0])('never asks react-admin to log out, signed out or not (status %i)', async (status) => {
    const error = new HttpError('refus', status, {});
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    await signIn('agent.ca');
    const session = tokenStore.get();
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(tokenStore.get()).toEqual(session);
  });
});
