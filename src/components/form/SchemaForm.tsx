import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { Form } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues, type Mode, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { fieldMessages, formSchemaOf, type Typed } from '../../domain/schemas/fields';
import { namedProblem } from './problem';

/** What a server's 400 puts on the form's fields: each field's message, by its name ('email'). */
export type SubmissionErrors = Record<string, string>;

type FormSchema = z.ZodMiniType<unknown, unknown>;

interface SchemaFormState {
  /** The form element's id: a button outside it (in a dialog) sends it with `form={formId}`. */
  formId: string;
  /** The form variant of the write's schema for the values now (`formSchemaOf`), which the resolver runs too. */
  schemaOf: (values: unknown) => FormSchema;
  /** The visible label of each field, by its name, as its input declared it. */
  labels: Readonly<Record<string, string>>;
  registerLabel: (name: string, label: string) => void;
}

const SchemaFormContext = createContext<SchemaFormState | null>(null);

export function useSchemaForm(): SchemaFormState {
  const state = useContext(SchemaFormContext);
  if (!state) throw new Error('A form input or button of src/components/form/ is used outside <SchemaForm>.');
  return state;
}

/** An input says its visible label once, so the save button can name the field of the first problem. */
export function useFieldLabel(name: string, label: string): void {
  const { registerLabel } = useSchemaForm();
  useLayoutEffect(() => registerLabel(name, label), [registerLabel, name, label]);
}

/** The first problem of the values as the schema sees them (see `namedProblem`), null when they can be sent. */
export function problemOf(schemaOf: (values: unknown) => FormSchema, values: unknown, labels: Readonly<Record<string, string>>): string | null {
  const result = schemaOf(values).safeParse(values);
  if (result.success) return null;
  const [path, message] = Object.entries(fieldMessages(result.error.issues))[0];
  return namedProblem(labels[path], message);
}

/** Every field's message for the form's values now, by path ('produits.0.quantite'); empty when they can be sent. */
export function useFormMessages(values: FieldValues): Readonly<Record<string, string>> {
  const { schemaOf } = useSchemaForm();
  return useMemo(() => {
    const result = schemaOf(values).safeParse(values);
    return result.success ? {} : fieldMessages(result.error.issues);
  }, [schemaOf, values]);
}

/** The first problem of the form's values now, for the save button (null when the form can be sent). */
export function useFormProblem(values: FieldValues): string | null {
  const { schemaOf, labels } = useSchemaForm();
  return useMemo(() => problemOf(schemaOf, values, labels), [schemaOf, values, labels]);
}

/**
 * A text field left with Enter submits the form through its save button; a disabled button (the
 * form is invalid) would make Enter do nothing. Instead, every field shows its message, the focus
 * goes to the first one, and `onInvalid` says what the screen adds (a toast the spec asks for).
 */
function FormBody({ label, sx, onInvalid, enterShowsErrors, children }: { label?: string; sx?: SxProps<Theme>; onInvalid?: (values: FieldValues) => void; enterShowsErrors: boolean; children: ReactNode }) {
  const { schemaOf, labels } = useSchemaForm();
  const { getValues, handleSubmit } = useFormContext();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target;
    // An Enter the field used itself (a list's option chosen) is not the form's.
    if (!enterShowsErrors || event.defaultPrevented) return;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || ['checkbox', 'radio', 'button', 'submit', 'file'].includes(target.type)) return;
    if (problemOf(schemaOf, getValues(), labels) === null) return;
    event.preventDefault();
    void handleSubmit(
      () => undefined,
      () => onInvalid?.(getValues()),
    )();
  };
  // A named form is a landmark; react-admin's <form> takes no ARIA attribute, its content does.
  return (
    <Box role={label ? 'form' : undefined} aria-label={label} sx={sx} onKeyDown={onKeyDown}>
      {children}
    </Box>
  );
}

/**
 * The schema changed (what it depends on arrived: the sender country's address fields; a value it
 * depends on was typed: the place of payment's currency): the fields whose messages show are
 * checked again by it, so a field now required says so. A check still running with the schema
 * before is waited for, then done again.
 */
function RecheckOnSchemaChange({ schemaOf }: { schemaOf: (values: unknown) => FormSchema }) {
  const { trigger } = useFormContext();
  const schema = schemaOf(useWatch());
  const { errors, isValidating } = useFormState();
  const checked = useRef(schema);
  const due = useRef(false);
  useEffect(() => {
    if (checked.current !== schema) {
      checked.current = schema;
      due.current = true;
    }
    if (!due.current || isValidating) return;
    due.current = false;
    const shown = Object.keys(errors);
    if (shown.length > 0) void trigger(shown);
  }, [schema, isValidating, errors, trigger]);
  return null;
}

/** The form variant of each schema a form validates with, derived once per schema. */
function formSchemasOf<S extends z.ZodMiniType>(schema: S | SchemaOfValues<S>): (values: unknown) => FormSchema {
  if (typeof schema !== 'function') {
    const formSchema = formSchemaOf(schema) as FormSchema;
    return () => formSchema;
  }
  const derived = new WeakMap<S, FormSchema>();
  return (values) => {
    const write = schema((values ?? {}) as FieldValues);
    let formSchema = derived.get(write);
    if (!formSchema) {
      formSchema = formSchemaOf(write) as FormSchema;
      derived.set(write, formSchema);
    }
    return formSchema;
  };
}

/** The values a form starts from: a choice may be '' (nothing chosen yet), a number a text. */
export type FormDefaults<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

/** Empties the form once it was sent (a scan field, ready for the next code), as react-hook-form advises: after the submission. */
function ResetAfterSubmit() {
  const { reset, formState } = useFormContext();
  const { isSubmitSuccessful } = formState;
  useEffect(() => {
    if (isSubmitSuccessful) reset();
  }, [isSubmitSuccessful, reset]);
  return null;
}

/**
 * A write whose checks depend on what is typed (a manual payment: the place of payment sets the
 * currency its amount is checked in, the method whether a transaction ID is required): its schema
 * for the values now. Return the same schema object for the same context (memoise it), so its
 * form variant is derived once.
 */
export type SchemaOfValues<S extends z.ZodMiniType> = (values: FieldValues) => S;

export interface SchemaFormProps<S extends z.ZodMiniType> {
  /** The write's schema (src/domain/schemas/): the form validates its form variant, number fields read from their text. */
  schema: S | SchemaOfValues<S>;
  defaultValues: FormDefaults<Typed<z.input<S>>>;
  /**
   * Called with the request body once the form is valid (texts trimmed, numbers read); returns the
   * server's field messages when it refused them (see `submissionErrors`), which go to their fields.
   * Absent for a form its own buttons send, step by step (the parcel wizard).
   */
  onSubmit?: (body: z.output<S>) => Promise<SubmissionErrors | undefined | void> | SubmissionErrors | undefined | void;
  /** The form's accessible name ('Connexion'). */
  label?: string;
  /**
   * When a field shows its message: once it has been left ('onTouched', the default), or only after
   * a try to send ('onSubmit': a search or scan field, where an empty box is no mistake to point at).
   */
  mode?: Extract<Mode, 'onTouched' | 'onSubmit' | 'onChange'>;
  /** react-admin's warning before the router leaves a form with unsaved changes (pages, not dialogs). */
  warnWhenUnsavedChanges?: boolean;
  /** Empties the form after each sending (a scan field). */
  resetAfterSubmit?: boolean;
  /** A try to send the form while it is invalid (Enter in a field), with the values typed. */
  onInvalid?: (values: FieldValues) => void;
  /**
   * Enter in a field of the invalid form shows every message (the default). Off for a form of
   * several steps, where it would point at the fields of steps not reached yet.
   */
  enterShowsErrors?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * react-admin's `<Form>` validating with the zod resolver over the write's schema
 * (`zodResolver(formSchemaOf(schema))`): the same bounds and French messages as the server's check.
 * Inputs (`FormTextField`, `NumberField`) and `SubmitButton` from this folder go inside.
 */
export function SchemaForm<S extends z.ZodMiniType>({
  schema,
  defaultValues,
  onSubmit,
  label,
  mode = 'onTouched',
  warnWhenUnsavedChanges = false,
  resetAfterSubmit = false,
  onInvalid,
  enterShowsErrors = true,
  sx,
  children,
}: SchemaFormProps<S>) {
  const formId = useId();
  const schemaOf = useMemo(() => formSchemasOf(schema), [schema]);
  const resolver = useMemo<Resolver>(
    () => (values, context, options) => zodResolver(schemaOf(values) as z.ZodMiniType<FieldValues, FieldValues>)(values, context, options),
    [schemaOf],
  );
  const [labels, setLabels] = useState<Readonly<Record<string, string>>>({});
  const registerLabel = useCallback((name: string, text: string) => setLabels((current) => (current[name] === text ? current : { ...current, [name]: text })), []);
  const state = useMemo(() => ({ formId, schemaOf, labels, registerLabel }), [formId, schemaOf, labels, registerLabel]);
  return (
    <Form
      id={formId}
      defaultValues={defaultValues as FieldValues}
      resolver={resolver}
      mode={mode}
      noValidate
      disableInvalidFormNotification
      warnWhenUnsavedChanges={warnWhenUnsavedChanges}
      onSubmit={(values: FieldValues) => onSubmit?.(values as z.output<S>)}
    >
      <SchemaFormContext.Provider value={state}>
        {resetAfterSubmit && <ResetAfterSubmit />}
        <RecheckOnSchemaChange schemaOf={schemaOf} />
        <FormBody label={label} sx={sx} onInvalid={onInvalid} enterShowsErrors={enterShowsErrors}>
          {children}
        </FormBody>
      </SchemaFormContext.Provider>
    </Form>
  );
}
