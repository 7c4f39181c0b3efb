import { Button, Flex, Input, Table } from 'antd';
import { useState } from 'react';
import { addChip, joinChips, splitChips } from '@/lib/domain/chipList';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd, iconDelete } from '@/components/icon/icons';

interface Props {
  /** The comma-joined names; antd Form passes it in. */
  value?: string;
  onChange?(value: string): void;
}

interface NameRow {
  name: string;
}

/** Custom Names mode: names are added (non-empty, per the chip rule) and removed in a preview table. */
export function CustomNamesField({ value, onChange }: Props) {
  const [name, setName] = useState('');
  const names = splitChips(value);

  const add = () => {
    onChange?.(joinChips(addChip(names, name)));
    setName('');
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input
          aria-label="Custom Name"
          placeholder="Custom Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={(event) => {
            // Enter adds the name; it must not submit the component type form.
            event.preventDefault();
            add();
          }}
        />
        <Button icon={<MdiIcon path={iconAdd} />} onClick={add}>
          Add Name
        </Button>
      </Flex>
      <Table<NameRow>
        size="small"
        rowKey="name"
        dataSource={names.map((each) => ({ name: each }))}
        pagination={false}
        locale={{ emptyText: 'No custom names yet' }}
        columns={[
          { title: 'Custom Names', dataIndex: 'name' },
          {
            title: '',
            key: 'remove',
            width: 60,
            render: (_: unknown, row) => (
              <Button
                type="text"
                size="small"
                icon={<MdiIcon path={iconDelete} />}
                aria-label={`Remove ${row.name}`}
                onClick={() => onChange?.(joinChips(names.filter((each) => each !== row.name)))}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
