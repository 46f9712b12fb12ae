import { Chip } from '@mui/material';
import type { StatusTone } from '../domain/parcelStatus';

/** A status badge: the label comes from a domain function, the tone sets its colour. */
export function StatusChip({ label, tone = 'default', size = 'small' }: { label: string; tone?: StatusTone; size?: 'small' | 'medium' }) {
  return <Chip label={label} color={tone} size={size} variant={tone === 'default' ? 'outlined' : 'filled'} />;
}
