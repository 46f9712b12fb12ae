import { UnderConstruction } from '../../components/UnderConstruction';

export default function BordereauShow() {
  return <UnderConstruction title="Bordereau" />;
}
