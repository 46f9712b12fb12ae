/**
 * The building blocks of the write schemas (one per write, in this folder): each field says its
 * type, its bound (`../limits.ts`) and its French messages once. A schema describes the request
 * body (numbers as JSON numbers); `formSchemaOf(schema)` derives what a form validates: the same
 * schema, whose number fields take the text a person typed and read it with the one number reader
 * (`../numbers.ts`) before the same bounds and messages apply. The demo server parses request
 * bodies with the schemas themselves, so a form refuses what the server refuses, in the same words.
 */
import * as z from 'zod/mini';
import { formatDecimal } from '../format';
import { NUMBER_MESSAGES, fitsDecimals, readNumber } from '../numbers';
import { decimalsFor } from '../currency';
import { EMAIL_PATTERN } from '../email';
import type { NumberBound } from '../limits';

/** DRF's words for what a field of the wrong kind receives. */
export const FIELD_MESSAGES = {
  required: 'Ce champ est obligatoire.',
  blank: 'Ce champ ne peut être vide.',
  notText: 'Une chaîne de caractères est attendue.',
  notNumber: 'Un nombre valide est requis.',
  notInteger: 'Un nombre entier valide est requis.',
  notBoolean: 'Doit être un booléen valide.',
  notList: 'Une liste est attendue.',
  notObject: 'Un objet est attendu.',
  notChoice: "Ce choix n'est pas valide.",
  unknownField: "Champ inconnu : le serveur n'accepte pas ce champ.",
  email: 'Saisissez une adresse e-mail valide.',
} as const;

export const tooLongMessage = (max: number) => `Assurez-vous que ce champ ne comporte pas plus de ${formatDecimal(max, 0, 0)} caractères.`;
export const tooManyMessage = (max: number) => `Assurez-vous que cette liste ne contient pas plus de ${formatDecimal(max, 0, 0)} éléments.`;

/** A bound as the messages write it: '999 999 999 999,99', '1 000'. */
export const boundText = (value: number) => formatDecimal(value, 0, 6);

/** Money refuses more decimals than its currency has (GNF and XOF 0, others 2): never rounded. */
export function amountPrecisionError(amount: number, devise: string): string | null {
  const decimals = decimalsFor(devise);
  if (fitsDecimals(amount, decimals)) return null;
  return decimals === 0 ? `Montant invalide : pas de décimales en ${devise}` : `Montant invalide : ${decimals} décimales au maximum en ${devise}`;
}

/* ---------- text ---------- */

export interface TextOptions {
  max: number;
  /** The message when the field is missing or blank: the field is required. */
  required?: string;
  /** Kept as sent (passwords): not trimmed. */
  raw?: boolean;
}

/** A CharField: trimmed (unless raw), at most `max` characters, required when it has a message. */
export function text({ max, required, raw = false }: TextOptions) {
  return z.string({ error: (issue) => (issue.input === undefined ? (required ?? FIELD_MESSAGES.required) : FIELD_MESSAGES.notText) }).check(
    ...(raw ? [] : [z.trim()]),
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(max, tooLongMessage(max)),
  );
}

/** An e-mail address (something@domain.tld, no spaces); blank allowed unless required. */
export function email({ max, required, invalid = FIELD_MESSAGES.email }: TextOptions & { invalid?: string }) {
  return text({ max, required }).check(z.refine((value) => value === '' || EMAIL_PATTERN.test(value), invalid));
}

/* ---------- numbers ---------- */

export interface NumberMessages {
  /** Missing (and, in a form, left blank). */
  required: string;
  /** Not a number: a wrong JSON type, or a text the number reader cannot read. */
  invalid?: string;
  min?: string;
  max?: string;
  /** A decimal where a whole number is expected: '… doit être un nombre entier'. */
  integer?: string;
  /** More decimals than the field keeps. */
  decimals?: string;
}

export interface NumberOptions {
  bound: NumberBound;
  messages: NumberMessages;
  /** Strictly above the bound's minimum (a weight, a value: 'supérieur à 0'). */
  exclusiveMin?: boolean;
  /** Money: the currency whose decimals the amount may have (GNF and XOF none, others 2). */
  currency?: string;
}

/** What a form needs to read a number field from its text. */
interface NumberFieldInfo {
  unreadable: string;
}

const numberFields = new WeakMap<object, NumberFieldInfo>();

/** A numeric field: a JSON number within its bound, whole when it keeps no decimals, never rounded. */
export function number({ bound, messages, exclusiveMin = false, currency }: NumberOptions) {
  const invalid = messages.invalid ?? (bound.decimals === 0 ? FIELD_MESSAGES.notInteger : FIELD_MESSAGES.notNumber);
  const min = messages.min ?? `Assurez-vous que cette valeur est ${exclusiveMin ? 'supérieure à' : 'supérieure ou égale à'} ${boundText(bound.min)}.`;
  const max = messages.max ?? `Assurez-vous que cette valeur est inférieure ou égale à ${boundText(bound.max)}.`;
  const decimals = bound.decimals;
  const schema = z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : invalid) }).check(
    exclusiveMin ? z.gt(bound.min, min) : z.gte(bound.min, min),
    z.lte(bound.max, max),
    decimals === 0
      ? z.refine((value: number) => Number.isInteger(value), messages.integer ?? 'Doit être un nombre entier.')
      : currency
        ? z.superRefine((value: number, context) => {
            const problem = amountPrecisionError(value, currency);
            if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
          })
        : z.refine((value: number) => fitsDecimals(value, decimals), messages.decimals ?? `${decimals} décimale${decimals > 1 ? 's' : ''} au maximum.`),
  );
  numberFields.set(schema, { unreadable: messages.invalid ?? NUMBER_MESSAGES.unreadable });
  return schema;
}

/** A number field with more checks (a rest to pay, a base fee): still read from its text in a form. */
export function withChecks<T extends z.ZodMiniNumber<number>>(field: T, ...checks: z.core.$ZodCheck<number>[]): T {
  const checked = field.check(...checks) as T;
  const info = numberFields.get(field);
  if (info) numberFields.set(checked, info);
  return checked;
}

/** A row's id: a whole number, as JSON sends it ('4', '4.0' or 4.5 are refused). */
export function id(required: string, invalid: string = FIELD_MESSAGES.notInteger) {
  return number({ bound: { min: 1, max: 2_147_483_647, decimals: 0 }, messages: { required, invalid, min: invalid, max: invalid, integer: invalid } });
}

/* ---------- other kinds ---------- */

export function boolean(required = FIELD_MESSAGES.required) {
  return z.boolean({ error: (issue) => (issue.input === undefined ? required : FIELD_MESSAGES.notBoolean) });
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

export interface ListOptions {
  max: number;
  /** The message of an empty list: at least one item is required. */
  required?: string;
}

export function list<T extends z.core.SomeType>(element: T, { max, required }: ListOptions) {
  return z.array(element, { error: (issue) => (issue.input === undefined && required ? required : FIELD_MESSAGES.notList) }).check(
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(max, tooManyMessage(max)),
  );
}

/** A body (or a nested object): only its own fields, each unknown one refused by name. */
export function body<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? FIELD_MESSAGES.unknownField : FIELD_MESSAGES.notObject) });
}

/**
 * A rule between fields runs even when a field already failed (a form shows every problem at once);
 * it reads each field defensively. Not when the body is not an object at all.
 */
export const everyTime = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) };

/* ---------- the form variant ---------- */

/**
 * A form's value of a field: a number field takes the text typed, or a number already read (null
 * when blank: the parcel wizard's fields read their text as it is typed).
 */
export type Typed<T> = T extends number ? number | string | null : T extends readonly (infer E)[] ? Typed<E>[] : T extends object ? { [K in keyof T]: Typed<T[K]> } : T;

type AnySchema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const defOf = (schema: AnySchema) => schema._zod.def as Def;

/** The number field a field holds under its optional or nullable wrappers, and what a blank text means for it. */
function numberUnder(schema: AnySchema): { info: NumberFieldInfo; blank: null | undefined } | null {
  let current = schema;
  let blank: null | undefined = undefined;
  for (;;) {
    const info = numberFields.get(current);
    if (info) return { info, blank };
    const def = defOf(current);
    if (def.type === 'nullable') blank = null;
    else if (def.type !== 'optional') return null;
    current = def.innerType as AnySchema;
  }
}

/** Reads the typed text of a number field; a blank text is `blank`, anything else goes to the field as it is. */
function readTyped(unreadable: string, blank: null | undefined) {
  return z.transform((input: unknown, context) => {
    if (typeof input !== 'string') return input;
    const reading = readNumber(input);
    if (!reading.ok) {
      context.issues.push({ code: 'custom', message: reading.message === NUMBER_MESSAGES.unreadable ? unreadable : reading.message, input });
      return z.NEVER;
    }
    return reading.value ?? blank;
  });
}

function formFieldOf(schema: AnySchema): AnySchema {
  const number = numberUnder(schema);
  if (number) return z.pipe(readTyped(number.info.unreadable, number.blank), schema as z.ZodMiniType);
  const def = defOf(schema);
  const clone = (changes: Record<string, unknown>) => (schema as unknown as { clone(def: Def): AnySchema }).clone({ ...def, ...changes });
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      return clone({ shape: Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, formFieldOf(field)])) });
    }
    case 'array':
      return clone({ element: formFieldOf(def.element as AnySchema) });
    case 'optional':
    case 'nullable':
      return clone({ innerType: formFieldOf(def.innerType as AnySchema) });
    default:
      return schema;
  }
}

/**
 * The form variant of a write's schema: the same fields, checks and messages, whose number fields
 * accept the typed text (« 1 250,50 ») and read it with the number reader; its output is the
 * request body. For react-admin's `<Form resolver={zodResolver(formSchemaOf(categoryWrite))}>`.
 */
export function formSchemaOf<S extends z.ZodMiniType>(schema: S): z.ZodMiniType<z.output<S>, Typed<z.input<S>>> {
  return formFieldOf(schema) as z.ZodMiniType<z.output<S>, Typed<z.input<S>>>;
}

/* ---------- issues as field messages ---------- */

/** The first message of each field, keyed by its path ('prix_unitaire', 'produits.0.quantite'); '' for the whole body. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const key = path.map(String).join('.');
      messages[key] ??= issue.message;
    }
  }
  return messages;
}

/** A parse's messages by field, for a form whose fields bear the write's names (none when it passed). */
export function messagesOf<K extends string>(result: { success: true } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } }): Partial<Record<K, string>> {
  return result.success ? {} : (fieldMessages(result.error.issues) as Partial<Record<K, string>>);
}
