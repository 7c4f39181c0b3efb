import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  NumberInput,
  passedNumber,
  passedRequiredNumber,
  readTypedNumber,
  type TypedNumber,
} from './NumberInput';

describe('readTypedNumber', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    [' 42 ', 42],
    ['-3', -3],
    ['2.5', 2.5],
    ['.5', 0.5],
  ])('reads %j as %j', (text, value) => expect(readTypedNumber(text)).toBe(value));

  it.each(['abc', '1,000', '1e3', '12px', '0x10', '--1'])('keeps %j as text', (text) =>
    expect(readTypedNumber(text)).toBe(text),
  );
});

describe('passedNumber', () => {
  it('gives the number, or null for an optional field left empty', () => {
    expect(passedNumber(8080, 'Port')).toBe(8080);
    expect(passedNumber(null, 'Port')).toBeNull();
    expect(passedRequiredNumber(0, 'Sort Order')).toBe(0);
  });

  it('throws, naming the field, when text or emptiness got past the rules', () => {
    expect(() => passedNumber('80a', 'Port')).toThrow('Port "80a" passed its rules as text');
    expect(() => passedRequiredNumber(null, 'Sort Order')).toThrow(
      'Sort Order passed its rules empty',
    );
  });
});

/** A field with the value held outside, as a form holds it, and a reset from outside. */
function Field() {
  const [value, setValue] = useState<TypedNumber>(5);
  return (
    <>
      <NumberInput aria-label="Count" value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
      <button onClick={() => setValue(7)}>Reset</button>
    </>
  );
}

describe('NumberInput', () => {
  it('shows what was typed, hands on its value, and shows a value set from outside', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByRole('textbox', { name: 'Count' });
    expect(field).toHaveValue('5');
    await user.clear(field);
    await user.type(field, '1,000');
    await user.tab();
    expect(field).toHaveValue('1,000');
    expect(screen.getByRole('status')).toHaveTextContent('"1,000"');
    await user.clear(field);
    await user.type(field, '12');
    expect(screen.getByRole('status')).toHaveTextContent('12');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('7');
  });
});
