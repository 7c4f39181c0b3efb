import { Input, type InputProps } from 'antd';
import { useState } from 'react';

/**
 * What a number field holds: the number typed, null when it is empty, or the text itself when it
 * is not a number, which the field's rules refuse (`notTypedNumber`).
 */
export type TypedNumber = number | string | null;

/** Digits with an optional sign and decimal point: nothing else is read as a number. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export function readTypedNumber(text: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NUMBER.test(trimmed) ? Number(trimmed) : text;
}

const textOf = (value: TypedNumber | undefined) =>
  value === null || value === undefined ? '' : String(value);

interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value?: TypedNumber;
  onChange?: (value: TypedNumber) => void;
}

/**
 * A number field that shows what was typed, always. antd's InputNumber, on leaving the field,
 * put back the last number in place of text that is not one and dropped commas ("1,000" became
 * 1000), without a word (issue 20 item 5); with `min` or `precision` it also changed 0 to 1 and
 * 2.5 to 3. Here the form receives the number, or the text as typed, and the field's rules say
 * what is wrong with it.
 */
export function NumberInput({ value, onChange, ...props }: NumberInputProps) {
  // The text shown, and the value it stands for: a value set from outside (the form's reset,
  // another record) replaces the text; the value of what was typed keeps it as typed.
  const [shown, setShown] = useState(() => ({ text: textOf(value), value: value ?? null }));
  let text = shown.text;
  if (!Object.is(value ?? null, shown.value)) {
    text = textOf(value);
    setShown({ text, value: value ?? null });
  }
  return (
    <Input
      inputMode="decimal"
      {...props}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const next = readTypedNumber(typed);
        setShown({ text: typed, value: next });
        onChange?.(next);
      }}
    />
  );
}

/** The rule that refuses text that is not a number, with the field's own words. */
export function notTypedNumber(message: string) {
  return {
    validator: (_rule: unknown, value: TypedNumber | undefined) =>
      typeof value === 'string' ? Promise.reject(new Error(message)) : Promise.resolve(),
  };
}

/**
 * The number a form sends once its rules have passed. `notTypedNumber` refuses text, and a
 * required field's rule refuses emptiness, before any save: either reaching here is a bug, said
 * aloud rather than sent or skipped.
 */
export function passedNumber(value: TypedNumber, label: string): number | null {
  if (typeof value === 'string') throw new Error(`${label} "${value}" passed its rules as text`);
  return value;
}

/** `passedNumber` for a required field. */
export function passedRequiredNumber(value: TypedNumber, label: string): number {
  const number = passedNumber(value, label);
  if (number === null) throw new Error(`${label} passed its rules empty`);
  return number;
}
