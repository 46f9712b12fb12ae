import { Title } from 'react-admin';
import { ColisWizard } from './wizard/ColisWizard';
import { ConfigurationRequired } from './wizard/ConfigurationRequired';
import { useWizardSetup } from './wizard/useWizardSetup';
import { WizardErrorBoundary } from './wizard/WizardErrorBoundary';
import { Loading } from '../../components/Loading';

function NewParcel() {
  const setup = useWizardSetup();
  if (setup.loadingUser || !setup.user) {
    return <Loading label="Chargement de votre profil" />;
  }
  if (setup.missing.length > 0) {
    return <ConfigurationRequired missing={setup.missing} detail={setup.currencyError} onRefresh={setup.refresh} />;
  }
  return <ColisWizard key={setup.user.id} setup={setup} userId={setup.user.id} />;
}

/** /colis/nouveau: the five-step new-parcel wizard (spec 001 sections 2 to 5 and 7). */
export default function ColisCreate() {
  return (
    <WizardErrorBoundary>
      <Title title="Nouveau colis" />
      <NewParcel />
    </WizardErrorBoundary>
  );
}
