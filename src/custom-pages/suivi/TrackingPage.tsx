import { useEffect, useRef } from 'react';
import { mountTrackingApp } from './TrackingApp';

/** /suivi reached from inside the back-office: the same light page, in its own Preact root. */
export default function TrackingPage() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? mountTrackingApp(container.current) : undefined), []);
  return <div ref={container} />;
}
