import { Button, Flex, Select } from 'antd';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';

interface MemberPickerProps<V extends string | number> {
  /** Accessible name of the select, e.g. 'Available Jurisdictions'. */
  label: string;
  buttonText: string;
  options: { value: V; label: string }[];
  chosen: V[];
  onChange(chosen: V[]): void;
  onAdd(): void;
  loading: boolean;
  busy: boolean;
  disabled: boolean;
}

/** A multi-select of what the organization lacks and the button that adds the chosen ones. */
export function MemberPicker<V extends string | number>(props: MemberPickerProps<V>) {
  return (
    <Flex gap={8} wrap>
      <Select<V[]>
        mode="multiple"
        aria-label={props.label}
        placeholder={props.label}
        options={props.options}
        value={props.chosen}
        onChange={props.onChange}
        loading={props.loading}
        disabled={props.disabled}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ flex: '1 1 260px' }}
      />
      <Button
        icon={<MdiIcon path={iconAdd} />}
        onClick={props.onAdd}
        loading={props.busy}
        disabled={props.disabled || props.chosen.length === 0}
      >
        {props.buttonText}
      </Button>
    </Flex>
  );
}
