import { cloneElement, useEffect, useRef, useState, type ComponentType, type FocusEvent, type MouseEvent, type ReactElement, type TouchEvent } from 'react';
import { flushSync } from 'react-dom';
import type { TooltipProps } from '@mui/material/Tooltip';
import { deferred } from './deferred';

/**
 * MUI's Tooltip as the build serves it (vite.config.ts, `deferredTooltip`; docs/architecture.md,
 * "Build patches"): its code and Popper.js (10 KB gzip) load when a pointer or the keyboard first
 * reaches a control that has one, not with the first screen, whose app bar, menu and lists hold a
 * dozen. Until then the control gets the accessible name the tooltip would give it; once loaded,
 * the tooltip opens for the hover or focus that asked for it.
 */
type Tooltip = ComponentType<TooltipProps>;

const tooltip = deferred<Tooltip>(() => import('@mui/material/Tooltip').then((module) => module.default));

/**
 * The pointers and keys held down right now. The real tooltip renders its control anew (a new DOM
 * element): done between a press and its release, the release lands on another element than the
 * press and the browser fires no click, so the button hovered on its way to being pressed would
 * ignore its first press. The control is swapped only when nothing is held.
 */
const held = new Set<string>();
let whenReleased: (() => void)[] = [];

function release(key: string): void {
  held.delete(key);
  if (held.size > 0) return;
  // After the click (or key press) this release completes, which the browser fires in the same task.
  setTimeout(() => {
    if (held.size > 0) return;
    const waiting = whenReleased;
    whenReleased = [];
    for (const resume of waiting) resume();
  });
}

if (typeof window !== 'undefined') {
  const listen = { capture: true, passive: true };
  window.addEventListener('pointerdown', (event) => held.add(`pointer ${event.pointerId}`), listen);
  window.addEventListener('pointerup', (event) => release(`pointer ${event.pointerId}`), listen);
  window.addEventListener('pointercancel', (event) => release(`pointer ${event.pointerId}`), listen);
  window.addEventListener('keydown', (event) => held.add(`key ${event.code}`), listen);
  window.addEventListener('keyup', (event) => release(`key ${event.code}`), listen);
  // A key or button released in another window sends no event here.
  window.addEventListener('blur', () => [...held].forEach(release));
}

function nothingHeld(): Promise<void> {
  return held.size === 0 ? Promise.resolve() : new Promise((resume) => whenReleased.push(resume));
}

type ChildProps = {
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  'aria-label'?: string;
};

export default function DeferredTooltip(props: TooltipProps) {
  const [Real, setReal] = useState<Tooltip | null>(() => tooltip.current());
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
    void tooltip.load().then(async (loaded) => {
      await nothingHeld();
      replay.current = { hovered: asking.matches(':hover'), focused: asking === document.activeElement };
      // At once, while nothing is held: a render left to React's scheduler could land mid-press.
      flushSync(() => setReal(() => loaded));
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
