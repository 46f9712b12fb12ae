import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { mountTrackingApp } from './TrackingApp';

/**
 * /suivi reached from inside the back-office: the same light page, in its own Preact root. A link
 * to another `?tracking=` changes the route without a hashchange: the page starts again on it.
 */
export default function TrackingPage() {
  const container = useRef<HTMLDivElement>(null);
  const { search } = useLocation();
  useEffect(() => (container.current ? mountTrackingApp(container.current) : undefined), [search]);
  return <div ref={container} />;
}
