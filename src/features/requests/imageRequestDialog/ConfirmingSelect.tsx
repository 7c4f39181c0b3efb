import { Select, type SelectProps } from 'antd';

interface Props extends Omit<SelectProps<number>, 'onChange'> {
  /** Given by Form.Item. */
  onChange?(value: number): void;
  /** Asked before the value changes; the change is dropped when it resolves false. */
  confirmChange(): Promise<boolean>;
  /** After the form holds the new value. */
  onChanged(value: number): void;
}

/**
 * A select whose change can be refused: the form's value changes only once the user has
 * agreed (choosing another platform clears the linked components).
 */
export function ConfirmingSelect({ onChange, confirmChange, onChanged, ...rest }: Props) {
  return (
    <Select<number>
      {...rest}
      onChange={(value) => {
        if (value === rest.value) return;
        void confirmChange().then((confirmed) => {
          if (!confirmed) return;
          onChange?.(value);
          onChanged(value);
        });
      }}
    />
  );
}
