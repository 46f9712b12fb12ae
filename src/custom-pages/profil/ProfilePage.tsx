import { UnderConstruction } from '../../components/UnderConstruction';

export default function ProfilePage() {
  return <UnderConstruction title="Mon Profil" />;
}
