import { UnderConstruction } from '../../components/UnderConstruction';

export default function ColisShow() {
  return <UnderConstruction title="Détail du colis" />;
}
