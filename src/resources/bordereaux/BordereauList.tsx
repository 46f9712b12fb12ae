import { UnderConstruction } from '../../components/UnderConstruction';

export default function BordereauList() {
  return <UnderConstruction title="Bordereaux" />;
}
