import type { Bordereau } from '../../dataProvider/contract/bordereaux';
import type { ManifestCustody } from '../../domain/permissions';

/** A manifest's custody as its detail sends it: its route's two sides, its sender, its receiving agent. */
export function custodyOf(bordereau: Bordereau): ManifestCustody {
  return {
    origine: bordereau.enterprise_route?.origin_country?.code_iso2 ?? null,
    destination: bordereau.enterprise_route?.destination_country?.code_iso2 ?? null,
    agent_expediteur_id: bordereau.agent_expediteur?.id ?? null,
    agent_receveur_id: bordereau.agent_receveur?.id ?? null,
  };
}
