import { useEffect, useState, type ComponentType, type Ref } from 'react';
import type { ModalProps } from '@mui/material/Modal';

/**
 * MUI's Modal as the build serves it (see vite.config.ts, `deferredMuiComponent`): the layer under
 * every dialog, menu, select list and phone drawer. The first screen renders several, all closed (a
 * closed Modal renders nothing), so its code, with the focus trap and the scroll lock, loads when
 * one first opens: it then opens as soon as it has arrived. A load that fails (offline) leaves it
 * closed, and the next opening tries again.
 */
type Props = ModalProps & { ref?: Ref<HTMLDivElement> };
type Modal = ComponentType<Props>;

let loaded: Modal | null = null;
let loading: Promise<Modal> | null = null;

function loadModal(): Promise<Modal> {
  loading ??= import('@mui/material/Modal').then(
    (module) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export default function DeferredModal(props: Props) {
  const [Real, setReal] = useState<Modal | null>(() => loaded);
  const shown = props.open || props.keepMounted === true;
  useEffect(() => {
    if (Real || !shown) return undefined;
    let mounted = true;
    loadModal().then(
      (modal) => {
        if (mounted) setReal(() => modal);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Real, shown]);
  return Real ? <Real {...props} /> : null;
}
