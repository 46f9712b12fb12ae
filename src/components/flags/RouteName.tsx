import { countryCodeOf, countryNameOf, type CountryLike } from '../../domain/country';
import { CountryName } from './CountryFlag';

/** 'Canada → Guinée' with each country's flag (SVG); the arrow is read as 'vers'. */
export function RouteName({ origin, destination }: { origin: CountryLike | null | undefined; destination: CountryLike | null | undefined }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4em', flexWrap: 'wrap' }}>
      <CountryName code={countryCodeOf(origin)} name={countryNameOf(origin)} />
      <span aria-hidden="true">→</span>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>vers</span>
      <CountryName code={countryCodeOf(destination)} name={countryNameOf(destination)} />
    </span>
  );
}
