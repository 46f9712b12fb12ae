/** What the app, and the demo server, accept as an e-mail address: something@domain.tld, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required e-mail field's error, in the form's own words: none when it is given and well formed. */
export function requiredEmailError(value: string, messages: { required: string; invalid: string }): string | undefined {
  const email = value.trim();
  if (!email) return messages.required;
  return EMAIL_PATTERN.test(email) ? undefined : messages.invalid;
}
