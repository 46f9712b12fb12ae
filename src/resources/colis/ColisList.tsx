import { UnderConstruction } from '../../components/UnderConstruction';

export default function ColisList() {
  return <UnderConstruction title="Colis" />;
}
