import { UnderConstruction } from '../../components/UnderConstruction';

export default function PaymentSuccessPage() {
  return <UnderConstruction title="Confirmation du paiement" />;
}
