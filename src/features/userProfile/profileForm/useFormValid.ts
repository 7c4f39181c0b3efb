import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { useEffect, useState } from 'react';

/**
 * Whether the form's own rules pass right now, without showing messages on untouched
 * fields: the disabled state of Save comes from the form's rules, not a second copy of them.
 */
export function useFormValid<V>(form: FormInstance<V>): {
  values: Partial<V> | undefined;
  valid: boolean;
} {
  const values = Form.useWatch([], form) as Partial<V> | undefined;
  const [valid, setValid] = useState(false);
  useEffect(() => {
    let current = true;
    form.validateFields({ validateOnly: true }).then(
      () => current && setValid(true),
      () => current && setValid(false),
    );
    return () => {
      current = false;
    };
  }, [form, values]);
  return { values, valid };
}
