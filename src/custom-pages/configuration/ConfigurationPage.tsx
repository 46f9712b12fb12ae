import { UnderConstruction } from '../../components/UnderConstruction';

export default function ConfigurationPage() {
  return <UnderConstruction title="Configuration" />;
}
