import { Form, Input } from 'antd';
import { useId } from 'react';

/** A labelled, read-only value laid out like the form fields around it. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id} layout="vertical" style={{ marginBottom: 8 }}>
      <Input id={id} value={value} readOnly />
    </Form.Item>
  );
}
