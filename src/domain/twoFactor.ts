/** Two-factor rules of spec 000 sections 4, 5 and 8: the 6-digit code, backup codes, messages. */
import { formatDate } from './format';
import { TWO_FACTOR_CODE_LENGTH } from './schemas/profile';

export { TWO_FACTOR_CODE_LENGTH };

export const TWO_FACTOR_MESSAGES = {
  setupStarted: 'Configuration 2FA initiée',
  confirmed: '2FA configuré avec succès !',
  disabled: '2FA désactivé',
  regenerated: 'Nouveaux codes générés',
  setupFailed: 'Erreur lors de la configuration',
  invalidCode: 'Code invalide',
  disableFailed: 'Erreur lors de la désactivation',
  regenerateFailed: 'Erreur lors de la régénération',
  enableFailed: "Erreur lors de l'activation du 2FA",
  statusFailed: 'Erreur lors du chargement du statut 2FA',
  passwordRequired: 'Le mot de passe est requis',
  codesCopied: 'Codes copiés dans le presse-papiers',
} as const;

/** Keeps only digits, at most six, as the user types. */
export const sanitizeCode = (input: string) => input.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);

export const BACKUP_CODES_FILE_NAME = 'codes-secours-2fa.txt';

/** The text file of backup codes: a heading, the account, the date and one code per line. */
export function backupCodesText(codes: readonly string[], account: string, date: Date): string {
  const day = formatDate(date);
  return [
    'Codes de secours — authentification à deux facteurs',
    `Compte : ${account}`,
    `Générés le ${day}`,
    '',
    'Chaque code ne peut être utilisé qu’une seule fois. Conservez-les en lieu sûr.',
    '',
    ...codes.map((code, index) => `${index + 1}. ${code}`),
    '',
  ].join('\n');
}
