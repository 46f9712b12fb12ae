import { TrackingApp } from './TrackingApp';

/** /suivi reached from inside the back-office: the same light page. */
export default function TrackingPage() {
  return <TrackingApp />;
}
