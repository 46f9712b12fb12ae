import { UnderConstruction } from '../../components/UnderConstruction';

export default function OAuthPage() {
  return <UnderConstruction title="Connexion Square" />;
}
