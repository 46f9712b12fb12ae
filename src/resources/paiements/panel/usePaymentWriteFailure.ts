import { useNotify } from 'react-admin';
import { errorMessage } from '../../../dataProvider/errors';
import type { SubmissionErrors } from '../../../components/form/SchemaForm';
import { submissionErrors } from '../../../components/form/submissionErrors';
import { isPaymentRefusal } from './parcelPayment';

/**
 * A payment form's write that threw: the server's messages of its fields go back to them, any other
 * refusal is shown in the form (`failure` when the server gives no words) and notified (`notice`);
 * a payment refusal (the parcel paid meanwhile...) lets the panel read the parcel again.
 */
export function usePaymentWriteFailure(fields: readonly string[], setFailure: (message: string) => void, onRefused?: () => void) {
  const notify = useNotify();
  return (error: unknown, failure: string, notice: string): SubmissionErrors | undefined => {
    const errors = submissionErrors(error, fields);
    if (!errors) setFailure(errorMessage(error, failure));
    notify(notice, { type: 'error' });
    if (isPaymentRefusal(error)) onRefused?.();
    return errors;
  };
}
