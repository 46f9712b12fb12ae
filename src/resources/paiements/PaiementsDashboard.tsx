import { UnderConstruction } from '../../components/UnderConstruction';

export default function PaiementsDashboard() {
  return <UnderConstruction title="Gestion des Paiements" />;
}
