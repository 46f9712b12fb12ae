import { UnderConstruction } from '../../components/UnderConstruction';

export default function PaiementShow() {
  return <UnderConstruction title="Détail du paiement" />;
}
