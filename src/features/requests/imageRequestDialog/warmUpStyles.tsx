import {
  Button,
  Checkbox,
  Col,
  ConfigProvider,
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
import { StyleContext } from '@ant-design/cssinjs';
import { startTransition, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { appTheme } from '@/app/theme';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDropdown } from '@/components/icon/icons';
import { appStyles } from '@/components/lazyDialog/appStyles';

let warmed = false;

/**
 * antd writes a component's CSS on the first render of that component and inserts it into the
 * page, and each insertion makes the browser work out the styles of the whole page again (the
 * list behind the dialog included). Done inside the click that opens the dialog, that was about
 * a third of it. Called in idle time once the dialog's code is here: one of each of the
 * dialog's components renders, as a transition (in slices that leave the page responsive),
 * into an element never attached to the page, under the app's theme, so the CSS is computed
 * and inserted then. The tree stays mounted: antd keeps a component's CSS computed only while
 * something uses it. The Name field there takes one key (TypedOnce), so the first key the user
 * types runs code already warm.
 */
export function warmUpDialogStyles(): void {
  if (warmed) return;
  warmed = true;
  const root = createRoot(document.createElement('div'));
  const styles = appStyles();
  const tree = (
    <ConfigProvider theme={appTheme}>
      <DialogComponents />
    </ConfigProvider>
  );
  // Into the app's own style cache: built in another, every style was built again on the click.
  startTransition(() =>
    root.render(
      styles ? <StyleContext.Provider value={styles}>{tree}</StyleContext.Provider> : tree,
    ),
  );
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
