import { UnderConstruction } from '../../components/UnderConstruction';

export default function ColisCreate() {
  return <UnderConstruction title="Nouveau colis" />;
}
