import { Select } from 'antd';
import { addChip, joinChips, splitChips } from '@/lib/domain/chipList';

interface Props {
  /** The comma-joined list (what the API stores); antd Form passes it in. */
  value?: string;
  onChange?(value: string): void;
  /** Fixed choices (e.g. the jurisdiction types); without them any text can be typed in. */
  options?: readonly string[];
  /** Set by antd Form.Item, so the field's label names the input. */
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A list of removable chips kept as one comma-joined string. Typed values are added with
 * Enter or a comma; every addition goes through the chip-list rule (src/lib/domain/chipList.ts).
 */
export function ChipList({ value, onChange, options, placeholder, ...rest }: Props) {
  const chips = splitChips(value);
  const change = (next: string[]) => onChange?.(joinChips(next.reduce(addChip, [])));

  return (
    <Select<string[]>
      {...rest}
      mode={options ? 'multiple' : 'tags'}
      value={[...chips]}
      onChange={change}
      tokenSeparators={[',']}
      options={options?.map((option) => ({ value: option, label: option }))}
      // Fixed choices are few: all rendered, no virtual scrolling.
      virtual={false}
      // Free text has nothing to pick from: no dropdown, Enter adds the typed value.
      open={options ? undefined : false}
      suffixIcon={options ? undefined : null}
      placeholder={placeholder ?? (options ? 'Choose' : 'Type a value and press Enter')}
      style={{ width: '100%' }}
    />
  );
}
