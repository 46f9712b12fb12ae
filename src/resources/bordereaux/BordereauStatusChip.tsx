import { StatusChip } from '../../components/StatusChip';
import { bordereauStatusLabel, bordereauStatusTone } from '../../domain/bordereauWorkflow';

export function BordereauStatusChip({ statut, size }: { statut: string; size?: 'small' | 'medium' }) {
  return <StatusChip label={bordereauStatusLabel(statut)} tone={bordereauStatusTone(statut)} size={size} />;
}
