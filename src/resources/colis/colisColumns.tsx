import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import type { ListColumn } from '../../components/list/columns';
import { StatusChip } from '../../components/StatusChip';
import type { Colis } from '../../dataProvider/contract/colis';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { recipientName } from '../../domain/people';
import { feeText, formatDate, formatWeight } from './colisFormat';
import { ColisRowActions } from './ColisRowActions';
import { NewParcelChip } from './NewParcelChip';

/** The spec's columns of /colis; the parcel just created (`highlightId`) carries its chip. Sorted columns start newest, heaviest first. */
export function colisColumns(highlightId?: number): ListColumn<Colis>[] {
  return [
    {
      key: 'code',
      label: 'Code de suivi',
      render: (colis) => (
        <>
          <MuiLink component={Link} to={`/colis/${colis.id}`} sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {colis.code_suivi}
          </MuiLink>
          {colis.id === highlightId && <NewParcelChip />}
        </>
      ),
    },
    { key: 'destinataire', label: 'Destinataire', render: recipientName },
    { key: 'contact', label: 'Contact', render: (colis) => colis.destinataire_telephone },
    { key: 'poids', label: 'Poids (kg)', sortField: 'poids', firstOrder: 'DESC', render: (colis) => formatWeight(colis.poids) },
    { key: 'frais', label: "Frais d'expédition", render: feeText },
    { key: 'statut', label: 'Statut', sortField: 'statut', firstOrder: 'DESC', render: (colis) => <StatusChip label={parcelStatusLabel(colis.statut)} tone={parcelStatusTone(colis.statut)} /> },
    { key: 'date', label: 'Date', sortField: 'created_at', firstOrder: 'DESC', render: (colis) => formatDate(colis.created_at) },
    { key: 'actions', label: 'Actions', align: 'right', noWrap: true, render: (colis) => <ColisRowActions colis={colis} /> },
  ];
}
