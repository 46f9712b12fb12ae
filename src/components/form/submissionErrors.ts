import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorBody, errorMessage } from '../../dataProvider/errors';
import type { SubmissionErrors } from './SchemaForm';

/**
 * A server's refusal (DRF 400 `{field: ["message"]}`) as react-admin's `<Form>` takes it back from
 * its submit handler: the first message of each field the form has, which then shows at that field.
 * Undefined when the refusal names none of them (a `detail`, a network failure): the screen says it.
 */
export function submissionErrors(error: unknown, fields: readonly string[]): SubmissionErrors | undefined {
  const messages = errorBody(error)?.errors ?? {};
  const found = Object.fromEntries(fields.filter((field) => messages[field]).map((field) => [field, messages[field]]));
  return Object.keys(found).length > 0 ? found : undefined;
}

/**
 * A form's failed submit: the refusal's messages for the form's fields, else a toast with the
 * server's words (or `fallback`, the screen's message) and nothing for the form.
 */
export function useSubmissionFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fields: readonly string[], fallback: string) => {
      const found = submissionErrors(error, fields);
      if (!found) notify(errorMessage(error, fallback), { type: 'error' });
      return found;
    },
    [notify],
  );
}
