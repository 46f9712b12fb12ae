/**
 * A form's problem as its save button says it: the message, after the field's label when the
 * message does not name it ('Prénom : Assurez-vous que ce champ ne comporte pas plus de 150
 * caractères.'; 'Le prénom est requis' already does). Kept apart from the form machinery so the
 * sign-in page, which has none, says its problems the same way.
 */
export function namedProblem(label: string | undefined, message: string): string {
  return label && !message.toLocaleLowerCase('fr').includes(label.toLocaleLowerCase('fr')) ? `${label} : ${message}` : message;
}
