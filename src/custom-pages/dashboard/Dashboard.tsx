import { UnderConstruction } from '../../components/UnderConstruction';

export default function Dashboard() {
  return <UnderConstruction title="Tableau de bord" />;
}
