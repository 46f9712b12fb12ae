import { deferred } from '../shims/deferred';
import { firstHandlers } from './handlers/first';
import { dispatcherOf } from './respond';

/** The handlers after the first screens', loaded on the first call they may answer (again after a failed load). */
const laterHandlers = deferred(() => import('./handlers/later').then((module) => module.laterHandlers));

/**
 * The demo backend's dispatcher as a browser runs it, in the page or in the 10,000-parcel seed's
 * worker: the first screens' handlers load with it, the others on the first call none of those
 * answers (their code is as much again, to download and compile before the first answer otherwise).
 */
export const dispatchInStages = dispatcherOf([() => firstHandlers, laterHandlers.load]);
