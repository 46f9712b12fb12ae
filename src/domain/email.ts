/** What the app, and the demo server, accept as an e-mail address: something@domain.tld, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
