import { UnderConstruction } from '../../components/UnderConstruction';

export default function CaissePage() {
  return <UnderConstruction title="Comptabilité Simplifiée" />;
}
