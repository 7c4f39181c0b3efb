import { Form, Input, type InputRef } from 'antd';
import {
  useCallback,
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
import { MAX_LENGTH } from '@/lib/domain/fieldLimits';
import { messages } from './imageRequestMessages';

interface Props {
  /** The input's id (the form's field id, e.g. "imageRequest_name"): the label points at it. */
  id: string;
}

/**
 * The request's Name: the form's `name` field, with antd's Form.Item split in two so that a key
 * renders only the field and its input. A named Form.Item renders its whole item (label, layout
 * columns, error list, and a layout read the browser must answer) on every key, twice: for the
 * value and again when the validation ends. Here the field (rules, value, ARIA) is a `noStyle`
 * item, and the label and the error are the outer item's, which renders only when the error
 * changes. Label, required mark, messages, `aria-invalid`/`aria-describedby` are as before.
 */
export function NameField({ id }: Props) {
  const [errors, setErrors] = useState<readonly ReactNode[]>([]);
  // Renders the item again only when what it shows changes.
  const report = useCallback(
    (next: readonly ReactNode[]) =>
      setErrors((shown) => (textOf(shown) === textOf(next) ? shown : next)),
    [],
  );
  const helpId = `${id}_help`;
  return (
    <Form.Item
      label="Name"
      htmlFor={id}
      required
      validateStatus={errors.length > 0 ? 'error' : undefined}
      help={
        errors.length > 0 ? (
          // The id the input's aria-describedby names (antd gives it to its own error list).
          <div id={helpId}>
            {errors.map((error, index) => (
              <div key={index}>{error}</div>
            ))}
          </div>
        ) : undefined
      }
    >
      {/* help={false}: the field's errors are shown above, not passed up on every key.
          Checked when the field is left (or the request submitted), and on each key only while
          it shows an error, which then goes as soon as the typing mends it: a check on every
          key of a valid name was a second render of the field in each key (issue 20). */}
      <Form.Item
        name="name"
        noStyle
        help={false}
        validateTrigger={errors.length > 0 ? ['onChange', 'onBlur'] : 'onBlur'}
        rules={[{ required: true, whitespace: true, message: messages.required }]}
      >
        <NameInput id={id} onErrors={report} />
      </Form.Item>
    </Form.Item>
  );
}

const textOf = (errors: readonly ReactNode[]) => errors.map(String).join('\n');

type NameInputProps = ComponentProps<typeof Input> & {
  ref?: Ref<InputRef>;
  /** The field's errors, each time they change (not while a validation runs). */
  onErrors(errors: readonly ReactNode[]): void;
};

/** The field's input; says when the field's errors change, read from its `noStyle` item. */
function NameInput({ onErrors, ...props }: NameInputProps) {
  const { status, errors } = Form.Item.useStatus();
  const settled = status !== 'validating';
  const key = textOf(errors);
  useEffect(() => {
    if (settled) onErrors(errors);
    // `errors` is a new array at each validation: only its content counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, key, onErrors]);
  return <Input {...props} maxLength={MAX_LENGTH.name} />;
}
