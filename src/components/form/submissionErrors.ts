import { errorBody } from '../../dataProvider/errors';
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
