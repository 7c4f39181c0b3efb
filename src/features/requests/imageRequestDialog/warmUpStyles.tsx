import {
  Button,
  Checkbox,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Table,
  Tabs,
  Upload,
  type InputRef,
} from 'antd';
import { useEffect, useRef } from 'react';
import { warmUpStyles } from '@/components/lazyDialog/warmUpStyles';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDropdown } from '@/components/icon/icons';

/**
 * The dialog's antd styles, built before its first opening (warmUpStyles): inside the click
 * that opened the dialog they were about a third of it (the list behind the dialog's styles
 * worked out again for each <style> put in). Called in idle time once the dialog's code is here:
 * one of each of the dialog's components renders, unseen. The Name field there takes one key
 * (TypedOnce), so the first key the user types runs code already warm.
 */
export function warmUpDialogStyles(): void {
  warmUpStyles('imageRequestDialog', <DialogComponents />);
}

/** What the Image Request dialog shows when it opens, without its data or handlers. */
function DialogComponents() {
  return (
    <>
      <Modal open={false} />
      <Tabs items={[{ key: 'request', label: 'Request', children: null }]} />
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Name" required>
              <TypedOnce />
            </Form.Item>
          </Col>
        </Row>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        <Select showSearch={{ optionFilterProp: 'label' }} options={[]} />
        <Checkbox />
        <DatePicker disabled />
      </Form>
      <Flex gap={8} wrap>
        <Upload showUploadList={false}>
          <Button>Upload</Button>
        </Upload>
      </Flex>
      <Space.Compact>
        <Button type="primary">Save</Button>
        <Button type="primary" icon={<MdiIcon path={iconDropdown} />} aria-label="Actions" />
      </Space.Compact>
      <Table
        size="small"
        rowKey="key"
        columns={[{ title: 'Type', dataIndex: 'type' }]}
        dataSource={[{ key: '1', type: 'BIOS' }]}
        pagination={false}
        rowSelection={{ type: 'radio', selectedRowKeys: [] }}
      />
    </>
  );
}

/**
 * A key in the Name field, typed once here, unseen: the input's change, the form's update and
 * its validation (async-validator). The first run of that code costs more than the next ones
 * (compiled and set up on first use), and it was the first key the user typed (issue 20).
 */
function TypedOnce() {
  const input = useRef<InputRef>(null);
  useEffect(() => {
    const element = input.current?.input;
    if (!element) return;
    // As the browser does on a key: the value set through the element's own setter (React
    // tracks the value it last rendered), then the input event, which React hears at its root.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, 'a');
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);
  return (
    <Form.Item name="name" noStyle rules={[{ required: true, whitespace: true, message: ' ' }]}>
      <Input ref={input} maxLength={10} />
    </Form.Item>
  );
}
