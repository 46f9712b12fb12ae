import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import { useCallback } from 'react';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { CURRENCY_MESSAGES, convertAmount, formatMoney, type CurrencyContext } from '../domain/currency';

export const CURRENCY_QUERY_KEY = ['currency-context'] as const;
export const CURRENCY_RETRY_DELAY_MS = 500;

/**
 * The currency context of the signed-in user (spec 000 section 4). When the backend context is not
 * ready yet (404 without a code), it waits 500 ms and asks again. Invalidate CURRENCY_QUERY_KEY
 * after a rate change or a user update and every amount on screen follows.
 */
export function useCurrency() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: CURRENCY_QUERY_KEY,
    queryFn: () => dataProvider.getCurrencyContext(),
    retry: (count, error) => {
      const code = error instanceof HttpError ? (error.body as { code?: string } | undefined)?.code : undefined;
      if (code && code in CURRENCY_MESSAGES) return false;
      return count < 3;
    },
    retryDelay: CURRENCY_RETRY_DELAY_MS,
  });
  const context: CurrencyContext | undefined = query.data;
  const code = query.error instanceof HttpError ? (query.error.body as { code?: string } | undefined)?.code : undefined;
  const configurationError = code && code in CURRENCY_MESSAGES ? CURRENCY_MESSAGES[code as keyof typeof CURRENCY_MESSAGES] : undefined;

  const convert = useCallback(
    (amount: number, from: string, to: string) => convertAmount(amount, from, to, context),
    [context],
  );
  return {
    ...query,
    context,
    baseCurrency: context?.base_currency_code,
    destinationCurrency: context?.destination_currency_code,
    configurationError,
    convert,
    format: formatMoney,
  };
}
