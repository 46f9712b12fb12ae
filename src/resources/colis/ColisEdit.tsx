import { UnderConstruction } from '../../components/UnderConstruction';

export default function ColisEdit() {
  return <UnderConstruction title="Modifier le colis" />;
}
