import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { EnterpriseRoute } from '../../dataProvider/contract/accounts';
import { errorMessage, errorStatus } from '../../dataProvider/errors';
import { SESSION_QUERY_KEY } from '../../authProvider/session';
import { useRefreshAwaited } from '../../components/useRefreshAwaited';
import { CURRENCY_QUERY_KEY } from '../../components/useCurrency';
import { RATE_MESSAGES, inverseRate, isRateJump, rateUpdateErrorMessage } from '../../domain/rateInput';

/** A rate to save: the route and its new rate. */
export interface RateChange {
  route: EnterpriseRoute;
  rate: number;
}

/** The active route of the enterprise that runs the other way. */
function reverseOf(route: EnterpriseRoute, routes: readonly EnterpriseRoute[]): EnterpriseRoute | undefined {
  return routes.find(
    (other) =>
      other.id !== route.id &&
      other.is_active !== false &&
      other.origin_country.code_iso2 === route.destination_country.code_iso2 &&
      other.destination_country.code_iso2 === route.origin_country.code_iso2,
  );
}

/**
 * The rate manager's actions: the one rate being edited (the focus back on its pencil once closed),
 * the save with its confirmation of a jump and its offer of the reverse route's inverse, and the
 * reload of the monetary context.
 */
export function useRateActions(routes: readonly EnterpriseRoute[], rereadRoutes: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refresh = useRefreshAwaited();
  /** The route whose rate is being edited. */
  const [edit, setEdit] = useState<number | null>(null);
  const [reloading, setReloading] = useState(false);
  // A rate far from the saved one waits for a second 'yes'; a saved rate offers its inverse to the reverse route.
  const [jump, setJump] = useState<RateChange | null>(null);
  const [reverseOffer, setReverseOffer] = useState<RateChange | null>(null);

  // Once a rate's editor closes (saved or cancelled), the focus goes back to its pencil, not to the page.
  const editButtons = useRef(new Map<number, HTMLButtonElement | null>());
  const [closedRoute, setClosedRoute] = useState<number | null>(null);
  useEffect(() => {
    if (closedRoute === null || edit !== null) return;
    editButtons.current.get(closedRoute)?.focus();
    setClosedRoute(null);
  }, [closedRoute, edit]);
  const closeEditor = () => {
    setClosedRoute(edit);
    setEdit(null);
  };

  const save = useMutation({
    mutationFn: ({ route, rate }: RateChange & { reverse?: boolean }) => dataProvider.updateExchangeRate(route.id, rate),
    onSuccess: async (_answer, { route, rate, reverse }) => {
      notify(RATE_MESSAGES.updated, { type: 'success' });
      if (reverse) setReverseOffer(null);
      else {
        closeEditor();
        const other = reverseOf(route, routes);
        const inverse = inverseRate(rate);
        if (other && inverse !== null && inverse !== other.taux_echange) setReverseOffer({ route: other, rate: inverse });
      }
      // The session, the currency context and every cached amount computed with the old rate.
      await refresh();
    },
    onError: (error, { reverse }) => {
      // Only the server's own words: an empty body ('Erreur 422') gets the spec's message for its status.
      notify(rateUpdateErrorMessage(errorStatus(error), errorMessage(error, '')), { type: 'error' });
      if (reverse) setReverseOffer(null);
      rereadRoutes();
    },
  });

  const submit = (route: EnterpriseRoute, rate: number) => {
    if (isRateJump(route.taux_echange, rate)) setJump({ route, rate });
    else save.mutate({ route, rate });
  };

  const reloadContext = async () => {
    setReloading(true);
    try {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.refetchQueries({ queryKey: CURRENCY_QUERY_KEY }, { throwOnError: true });
      notify(RATE_MESSAGES.contextReloaded, { type: 'success' });
    } catch {
      notify(RATE_MESSAGES.contextReloadFailed, { type: 'error' });
    } finally {
      setReloading(false);
    }
  };

  return { edit, setEdit, editButtons, closeEditor, save, submit, jump, setJump, reverseOffer, setReverseOffer, reloading, reloadContext };
}
