/** The public tracking page's own small app: no react-admin, no back-office code. */
export function TrackingApp() {
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui' }}>
      <h1>Suivi de colis</h1>
    </main>
  );
}
