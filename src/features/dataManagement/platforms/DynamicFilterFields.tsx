import { Form, Select } from 'antd';
import { ChipList } from '@/components/chipList/ChipList';
import { COMPONENT_FUNCTIONS } from '@/lib/domain/componentFunctions';
import { JURISDICTION_TYPES } from '@/lib/domain/jurisdictions';

/** Dynamic mode: the catalogue filter (function, jurisdiction types and the chip lists). */
export function DynamicFilterFields() {
  return (
    <>
      <Form.Item label="Function" name="function">
        <Select
          allowClear
          // Eleven choices: all rendered, no virtual scrolling.
          virtual={false}
          placeholder="Any function"
          options={COMPONENT_FUNCTIONS.map((fn) => ({ value: fn, label: fn }))}
        />
      </Form.Item>
      <Form.Item label="Jurisdiction Type" name="jurisdictionTypes">
        <ChipList options={JURISDICTION_TYPES} />
      </Form.Item>
      <Form.Item label="ID Number" name="idNumbers">
        <ChipList />
      </Form.Item>
      <Form.Item label="Game Name" name="gameNames">
        <ChipList />
      </Form.Item>
      <Form.Item label="Version" name="versions">
        <ChipList />
      </Form.Item>
      <Form.Item label="Positions" name="positions">
        <ChipList />
      </Form.Item>
    </>
  );
}
