import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfigProvider, Tabs } from 'antd';
import { appTheme } from '@/app/theme';
import { LightTabs } from './LightTabs';

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
    .replace(/(light-tabs-_r_[a-z0-9]+_|rc-tabs-[a-z0-9]+)-(tab|panel)-/g, 'ID-$2-')
    .replace(/<div class="ant-tabs-ink-bar[^>]*><\/div>/g, '')
    .replace(/<div class="ant-tabs-nav-operations.*?<\/button><\/div>/, '');

describe('tabs the dialog moves between (no onChange)', () => {
  it('are drawn as antd Tabs draws them: same markup and classes, without its measuring', () => {
    const antd = render(themed(<Tabs activeKey="request" items={items('request')} />));
    const expected = comparable(antd.container.innerHTML);
    antd.unmount();
    const plain = render(themed(<LightTabs activeKey="request" items={items('request')} />));
    expect(comparable(plain.container.innerHTML)).toBe(expected);
    // The ink bar, under the active tab.
    const inkBar = plain.container.querySelector<HTMLElement>('.ant-tabs-ink-bar');
    expect(screen.getByRole('tab', { name: 'New Image Request' }).parentElement).toContainElement(
      inkBar,
    );
  });

  it('name the panel by its tab, keep a pane once shown, and show only the active one', () => {
    const { rerender } = render(themed(<LightTabs activeKey="request" items={items('request')} />));
    const requestTab = screen.getByRole('tab', { name: 'New Image Request' });
    expect(requestTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'New Image Request' })).toContainElement(
      screen.getByLabelText('Name'),
    );
    // Not shown yet: not rendered.
    expect(screen.queryAllByRole('tabpanel', { hidden: true })).toHaveLength(1);

    rerender(themed(<LightTabs activeKey="link" items={items('link')} />));
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

/** The request card's tabs: every one enabled, shown by the user. */
const cardItems = ['Components', 'Notes', 'Documents', 'Events'].map((label) => ({
  key: label.toLowerCase(),
  label,
  children: <p>{label} pane</p>,
}));

function CardTabs({ onChange }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('components');
  return (
    <LightTabs
      activeKey={active}
      items={cardItems}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
    />
  );
}

describe('tabs the user chooses (onChange)', () => {
  it('are drawn as antd Tabs draws enabled tabs', () => {
    const antd = render(themed(<Tabs activeKey="components" items={cardItems} />));
    const expected = comparable(antd.container.innerHTML);
    antd.unmount();
    const plain = render(
      themed(<LightTabs activeKey="components" items={cardItems} onChange={() => undefined} />),
    );
    expect(comparable(plain.container.innerHTML)).toBe(expected);
  });

  it('show the tab clicked', async () => {
    const user = userEvent.setup();
    const chosen = jest.fn();
    render(themed(<CardTabs onChange={chosen} />));

    await user.click(screen.getByRole('tab', { name: 'Notes' }));

    expect(chosen).toHaveBeenCalledWith('notes');
    // Focused by the pointer: no focus ring.
    expect(screen.getByRole('tab', { name: 'Notes' }).parentElement).not.toHaveClass(
      'ant-tabs-tab-focus',
    );
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('Notes pane');
  });

  it('move focus with the arrow keys, Home and End, and show the focused tab on Enter or Space', async () => {
    const user = userEvent.setup();
    render(themed(<CardTabs />));
    const tab = (name: string) => screen.getByRole('tab', { name });

    // One tab stop: Tab reaches the shown tab only, marked for antd's focus ring.
    await user.tab();
    expect(tab('Components')).toHaveFocus();
    expect(tab('Components').parentElement).toHaveClass('ant-tabs-tab-focus');
    expect(tab('Notes')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(tab('Notes')).toHaveFocus();
    // Moving focus shows nothing yet.
    expect(tab('Components')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Notes')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{End}');
    expect(tab('Events')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Components')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Events')).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(tab('Documents')).toHaveFocus();
    await user.keyboard(' ');
    expect(tab('Documents')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Documents' })).toHaveTextContent('Documents pane');
  });

  it('space the tabs by tabBarGutter', () => {
    render(
      themed(
        <LightTabs
          activeKey="components"
          items={cardItems}
          onChange={() => undefined}
          tabBarGutter={16}
        />,
      ),
    );
    const boxes = screen.getAllByRole('tab').map((tab) => tab.parentElement);
    expect(boxes[0]).not.toHaveStyle({ marginInlineStart: '16px' });
    expect(boxes[1]).toHaveStyle({ marginInlineStart: '16px' });
  });
});
