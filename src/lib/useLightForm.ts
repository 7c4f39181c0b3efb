import { useState, type ChangeEvent } from 'react';

/** A rule returns the message to show, or null when the value is fine. */
export type Rule<V> = (value: string, values: V) => string | null;
export type Rules<V> = { [K in keyof V]?: Rule<V>[] };

/**
 * Form state for the signed-out pages (login, register, reset). antd's Form brings its
 * field store, async validator and Tooltip (~35 KB gzip); these pages must load within
 * their first-page budget, and their rules are a handful of synchronous checks.
 * Messages show once a field was changed or left; submit is for valid forms only.
 */
export function useLightForm<V extends { [K in keyof V]: string }>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});

  const errors: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(values) as (keyof V)[]) {
    for (const rule of rules[name] ?? []) {
      const message = rule(values[name], values);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  const valid = Object.keys(errors).length === 0;

  const touch = (name: keyof V) => setTouched((current) => ({ ...current, [name]: true }));

  return {
    values,
    valid,
    /** Sets a field as if the user had typed it (e.g. typed before the page's script ran). */
    setValue: (name: keyof V, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      touch(name);
    },
    /** The message to show for a field, once the user has been there. */
    errorOf: (name: keyof V): string | undefined => (touched[name] ? errors[name] : undefined),
    /** Props for an antd Input bound to a field. */
    bind: (name: keyof V) => ({
      id: String(name),
      name: String(name),
      value: values[name],
      status: touched[name] && errors[name] ? ('error' as const) : undefined,
      // Said to assistive technology too, not only in red (as the login enhancer does).
      'aria-invalid': touched[name] && errors[name] ? true : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        touch(name);
      },
      onBlur: () => touch(name),
    }),
  };
}

export const required =
  <V>(message: string): Rule<V> =>
  (value) =>
    value.length > 0 ? null : message;

export const minLength =
  <V>(length: number, message: string): Rule<V> =>
  (value) =>
    value.length >= length ? null : message;
