import { UnderConstruction } from '../../components/UnderConstruction';

export default function FacturesPage() {
  return <UnderConstruction title="Factures Commerciales" />;
}
