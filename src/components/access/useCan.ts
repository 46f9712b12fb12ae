import { useCurrentUser } from '../../authProvider/session';
import { canOnObject, decide, type Capability, type Decision, type ObjectState } from '../../domain/permissions';

/** What the signed-in user may do, from the capability matrix: allowed, or the French reason. */
export function useCan(capability: Capability, object?: ObjectState): Decision {
  const user = useCurrentUser();
  return object ? canOnObject(user, capability, object) : decide(user, capability);
}
