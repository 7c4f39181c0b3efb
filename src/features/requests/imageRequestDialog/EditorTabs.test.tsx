import { render, screen } from '@testing-library/react';
import { Col, ConfigProvider, Row, Tabs } from 'antd';
import { appTheme } from '@/app/theme';
import { EditorTabs } from './EditorTabs';
import { FieldCol, FieldRow } from './FieldGrid';

const themed = (node: React.ReactNode) => <ConfigProvider theme={appTheme}>{node}</ConfigProvider>;

/** The editor's two tabs, Link Components with content only while it shows (as the editor's). */
const items = (active: 'request' | 'link') => [
  {
    key: 'request' as const,
    label: 'New Image Request',
    children: <input aria-label="Name" />,
    disabled: active !== 'request',
  },
  {
    key: 'link' as const,
    label: 'Link Components',
    children: active === 'link' ? <p>Choose a version</p> : null,
    disabled: active !== 'link',
  },
];

/** Without the generated ids, the ink bar (measured by antd, by CSS here) and antd's hidden menu. */
const comparable = (html: string) =>
  html
    .replace(/(editor-tabs-_r_[a-z0-9]+_|rc-tabs-[a-z0-9]+)-(tab|panel)-/g, 'ID-$2-')
    .replace(/<div class="ant-tabs-ink-bar[^>]*><\/div>/g, '')
    .replace(/<div class="ant-tabs-nav-operations.*?<\/button><\/div>/, '');

describe('the editor tabs', () => {
  it('are drawn as antd Tabs draws them: same markup and classes, without its measuring', () => {
    const antd = render(themed(<Tabs activeKey="request" items={items('request')} />));
    const expected = comparable(antd.container.innerHTML);
    antd.unmount();
    const plain = render(themed(<EditorTabs activeKey="request" items={items('request')} />));
    expect(comparable(plain.container.innerHTML)).toBe(expected);
    // The ink bar, under the active tab.
    const inkBar = plain.container.querySelector<HTMLElement>('.ant-tabs-ink-bar');
    expect(screen.getByRole('tab', { name: 'New Image Request' }).parentElement).toContainElement(
      inkBar,
    );
  });

  it('name the panel by its tab, keep a pane once shown, and show only the active one', () => {
    const { rerender } = render(
      themed(<EditorTabs activeKey="request" items={items('request')} />),
    );
    const requestTab = screen.getByRole('tab', { name: 'New Image Request' });
    expect(requestTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'New Image Request' })).toContainElement(
      screen.getByLabelText('Name'),
    );
    // Not shown yet: not rendered.
    expect(screen.queryAllByRole('tabpanel', { hidden: true })).toHaveLength(1);

    rerender(themed(<EditorTabs activeKey="link" items={items('link')} />));
    expect(screen.getByRole('tabpanel', { name: 'Link Components' })).toHaveTextContent(
      'Choose a version',
    );
    expect(screen.getByRole('tab', { name: 'Link Components' })).toHaveAttribute('tabindex', '0');
    expect(requestTab).not.toHaveAttribute('tabindex');
    // The request's pane stays (its form keeps what was typed), hidden.
    const requestPane = document.getElementById(requestTab.getAttribute('aria-controls') ?? '');
    expect(requestPane).toHaveAttribute('aria-hidden', 'true');
    expect(requestPane).toHaveClass('ant-tabs-content-hidden');
    expect(requestPane).toContainElement(screen.getByLabelText('Name', { selector: 'input' }));
  });
});

describe('the form grid', () => {
  it('is drawn as antd Row and Col draw it: same markup, same classes, so the same look', () => {
    const antd = render(
      themed(
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            a
          </Col>
          <Col span={24}>b</Col>
        </Row>,
      ),
    );
    const expected = antd.container.innerHTML;
    antd.unmount();
    const plain = render(
      themed(
        <FieldRow gutter={16}>
          <FieldCol xs={24} sm={12}>
            a
          </FieldCol>
          <FieldCol span={24}>b</FieldCol>
        </FieldRow>,
      ),
    );
    expect(plain.container.innerHTML).toBe(expected);
  });
});
