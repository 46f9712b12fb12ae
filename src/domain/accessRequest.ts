/** Access request (/register) rules of spec 001 section 5. */

export interface AccessRequestValues {
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  role_demande: string;
  pays_operation: string;
  mot_de_passe: string;
  mot_de_passe_confirm: string;
}

export type AccessRequestErrors = Partial<Record<keyof AccessRequestValues, string>>;

export const ACCESS_REQUEST_ROLES = [
  { value: 'agent_canada', label: 'Agent Canada', description: 'Gère les envois depuis le Canada' },
  { value: 'agent_guinee', label: 'Agent Guinée', description: 'Gère les réceptions en Guinée' },
  { value: 'admin', label: 'Administrateur', description: 'Administration complète' },
] as const;

export const OPERATING_COUNTRIES = [
  { value: 'canada', label: 'Canada' },
  { value: 'guinee', label: 'Guinée' },
] as const;

export const ACCESS_REQUEST_MESSAGES = {
  invalidForm: 'Veuillez corriger les erreurs dans le formulaire',
  failure: "Erreur lors de l'inscription",
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateAccessRequest(values: AccessRequestValues): AccessRequestErrors {
  const errors: AccessRequestErrors = {};
  const empty = (value: string) => value.trim() === '';
  if (empty(values.prenom)) errors.prenom = 'Le prénom est requis';
  if (empty(values.nom)) errors.nom = 'Le nom est requis';
  if (empty(values.email)) errors.email = "L'email est requis";
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Email invalide';
  if (empty(values.telephone)) errors.telephone = 'Le téléphone est requis';
  if (empty(values.role_demande)) errors.role_demande = 'Le rôle est requis';
  if (empty(values.pays_operation)) errors.pays_operation = "Le pays d'opération est requis";
  if (!values.mot_de_passe) errors.mot_de_passe = 'Le mot de passe est requis';
  else if (values.mot_de_passe.length < 8) errors.mot_de_passe = 'Le mot de passe doit contenir au moins 8 caractères';
  if (!values.mot_de_passe_confirm) errors.mot_de_passe_confirm = 'La confirmation est requise';
  else if (values.mot_de_passe_confirm !== values.mot_de_passe) errors.mot_de_passe_confirm = 'Les mots de passe ne correspondent pas';
  return errors;
}
