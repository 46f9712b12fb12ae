import { useEffect, useState, type ComponentType, type Ref } from 'react';
import type { ModalProps } from '@mui/material/Modal';
import { deferred } from './deferred';
import { useDeferredComponent } from './useDeferredComponent';

/**
 * MUI's Modal as the build serves it (see vite.config.ts, `deferredMuiComponent`): the layer under
 * every dialog, menu, select list and phone drawer. The first screen renders several, all closed (a
 * closed Modal renders nothing), so its code, with the focus trap and the scroll lock, loads when
 * one first opens: it then opens as soon as it has arrived. A load that fails (offline) leaves it
 * closed, and the next opening tries again.
 */
type Props = ModalProps & { ref?: Ref<HTMLDivElement> };

const modal = deferred<ComponentType<Props>>(() => import('@mui/material/Modal').then((module) => module.default));

export default function DeferredModal(props: Props) {
  const Real = useDeferredComponent(modal, props.open || props.keepMounted === true);
  const [waited] = useState(() => modal.current() === null);
  // A menu's Popover placed itself while its Modal was on its way, from a paper not laid out yet: the
  // profile menu opened beyond the screen's right edge. Popovers place themselves again on a resize.
  useEffect(() => {
    if (Real && waited) window.dispatchEvent(new Event('resize'));
  }, [Real, waited]);
  return Real ? <Real {...props} /> : null;
}
