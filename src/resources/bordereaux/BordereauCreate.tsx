import { UnderConstruction } from '../../components/UnderConstruction';

export default function BordereauCreate() {
  return <UnderConstruction title="Nouveau bordereau" />;
}
