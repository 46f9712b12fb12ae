import { StatusChip } from '../../components/StatusChip';

export function FactureStatusChip({ statut, label }: { statut: string; label?: string }) {
  const validated = statut === 'validee';
  return <StatusChip label={label ?? (validated ? 'Validée' : 'Brouillon')} tone={validated ? 'success' : 'warning'} />;
}
