import { UnderConstruction } from '../../components/UnderConstruction';

export default function BordereauEdit() {
  return <UnderConstruction title="Modifier le bordereau" />;
}
