import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { typeInto } from '@/testing/dialogTestSteps';
import { useEffect } from 'react';
import { NameField } from './NameField';

let form: FormInstance<{ name: string }> | undefined;

function NameForm({ onValuesChange }: { onValuesChange?: () => void }) {
  const [instance] = Form.useForm<{ name: string }>();
  useEffect(() => {
    form = instance;
  }, [instance]);
  return (
    <Form
      form={instance}
      name="imageRequest"
      layout="vertical"
      initialValues={{ name: '' }}
      onValuesChange={onValuesChange}
    >
      <NameField id="imageRequest_name" />
    </Form>
  );
}

describe('NameField: the request form field Name', () => {
  it('is labelled Name, marked required, and keeps what is typed in the form', () => {
    const changed = jest.fn();
    render(<NameForm onValuesChange={changed} />);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('id', 'imageRequest_name');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('maxlength');
    typeInto('Name', 'Autumn release');
    expect(form?.getFieldValue('name')).toBe('Autumn release');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('says "Required." once the field is left empty or only spaces, and no more on the key that mends it', async () => {
    render(<NameForm />);
    const name = screen.getByLabelText('Name');
    typeInto('Name', 'A');
    typeInto('Name', '');
    // Not while the user is still typing: checked when the field is left.
    expect(name).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // While it shows an error, each key checks again: the first key that mends it clears it.
    typeInto('Name', 'A name');
    await waitFor(() => expect(screen.queryByText('Required.')).not.toBeInTheDocument());
    expect(name).not.toHaveAttribute('aria-invalid');
    typeInto('Name', '   ');
    fireEvent.blur(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required.'));
  });

  it('says "Required." when the form is validated with Name empty, and focuses it on request', async () => {
    render(<NameForm />);
    await act(async () => {
      await form?.validateFields().catch(() => undefined);
    });
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required.'));
    act(() => form?.focusField('name'));
    expect(name).toHaveFocus();
  });
});
