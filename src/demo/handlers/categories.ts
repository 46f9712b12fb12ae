import type { RequestHandler } from 'msw';

/** Demo-backend handlers that read categories: list, converted prices, detection. */
export const categoriesHandlers: RequestHandler[] = [];
