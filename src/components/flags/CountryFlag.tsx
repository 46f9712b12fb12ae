import { flagUrl } from './flagUrl';

/**
 * A country's flag (SVG, 4:3), decorative: the country's name is always written beside it. Nothing
 * when the code has no flag.
 */
export function CountryFlag({ code, height = 14 }: { code: string | null | undefined; height?: number }) {
  const url = flagUrl(code);
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      aria-hidden="true"
      data-flag={code?.toUpperCase()}
      width={Math.round((height * 4) / 3)}
      height={height}
      style={{ display: 'inline-block', verticalAlign: '-0.15em', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', flex: 'none' }}
    />
  );
}

/** A flag followed by the country's name. */
export function CountryName({ code, name, height }: { code: string | null | undefined; name: string; height?: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.35em' }}>
      <CountryFlag code={code} height={height} />
      {name}
    </span>
  );
}
