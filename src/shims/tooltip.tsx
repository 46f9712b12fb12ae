import { cloneElement, useEffect, useRef, useState, type ComponentType, type FocusEvent, type MouseEvent, type ReactElement, type TouchEvent } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

/**
 * MUI's Tooltip as the build serves it (see vite.config.ts, `deferredTooltip`): its code and
 * Popper.js (about 10 KB gzip) load when a pointer or the keyboard first reaches a control that has
 * one, not with the first screen, whose app bar, menu and lists hold a dozen. Until then the control
 * gets the accessible name the tooltip would give it; once loaded, the tooltip opens for the hover or
 * focus that asked for it.
 */
type Tooltip = ComponentType<TooltipProps>;

let loaded: Tooltip | null = null;
let loading: Promise<Tooltip> | null = null;

function loadTooltip(): Promise<Tooltip> {
  loading ??= import('@mui/material/Tooltip').then((module) => {
    loaded = module.default;
    return loaded;
  });
  return loading;
}

type ChildProps = {
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  'aria-label'?: string;
};

export default function DeferredTooltip(props: TooltipProps) {
  const [Real, setReal] = useState<Tooltip | null>(() => loaded);
  /** What the child was doing when it asked: the real tooltip renders a new element in its place. */
  const replay = useRef<{ hovered: boolean; focused: boolean } | null>(null);
  const element = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const node = element.current;
    const was = replay.current;
    if (!Real || !node || !was) return;
    replay.current = null;
    // The hover or focus that loaded the tooltip happened before it listened: play it again.
    if (was.focused) node.focus();
    if (was.hovered) node.dispatchEvent(new window.MouseEvent('mouseover', { bubbles: true }));
  }, [Real]);

  if (Real) return <Real {...props} ref={element} />;

  const { children, title, describeChild = false, disableHoverListener = false } = props;
  const child = children as ReactElement<ChildProps>;
  const ask = (event: { currentTarget: HTMLElement }) => {
    const asking = event.currentTarget;
    void loadTooltip().then((tooltip) => {
      replay.current = { hovered: asking.matches(':hover'), focused: asking === document.activeElement };
      setReal(() => tooltip);
    });
  };
  // The same name or description MUI's Tooltip gives its child while closed; the child's own wins.
  const naming = describeChild
    ? { title: typeof title === 'string' && !disableHoverListener ? title : undefined }
    : { 'aria-label': typeof title === 'string' ? title : undefined };
  return cloneElement(child, {
    ...naming,
    ...child.props,
    onMouseOver: (event: MouseEvent<HTMLElement>) => {
      ask(event);
      child.props.onMouseOver?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      ask(event);
      child.props.onFocus?.(event);
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      ask(event);
      child.props.onTouchStart?.(event);
    },
  });
}
