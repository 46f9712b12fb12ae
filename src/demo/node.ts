import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same demo backend for vitest: component tests talk to it through the real dataProvider. */
export const server = setupServer(...handlers);
