import { render, screen } from '@testing-library/react';
import { Button, Form, Input, Layout, Menu, Modal, Table, Tabs, Tag, Typography } from 'antd';

// The client tests' Jest environment (jsdomEnvironment.cjs) answers getComputedStyle through an
// index of the stylesheets' rules (styleRuleIndex.cjs). Here every element of a rendered antd
// screen gets the same computed style with the index as with jsdom's own walk over every rule,
// before and after DOM, class, inline-style and CSSOM changes.

interface IndexHook {
  state: { enabled: boolean; rebuilds: number; lookups: number; candidates: number; rules: number };
  clearStyleCache: () => void;
}

function indexHook(): IndexHook {
  const hook: unknown = Reflect.get(window, Symbol.for('imageRequests.styleRuleIndex'));
  if (
    typeof hook !== 'object' ||
    hook === null ||
    !('state' in hook) ||
    !('clearStyleCache' in hook)
  )
    throw new Error('The client Jest environment does not expose its style rule index');
  const { state, clearStyleCache } = hook;
  if (typeof state !== 'object' || state === null || typeof clearStyleCache !== 'function')
    throw new Error('The style rule index hook has changed shape');
  // The environment's own object (Node code, src/testing/jsdomEnvironment.cjs), of this shape.
  return hook as IndexHook;
}

// Every property of every element's computed style, as one text per element.
function computedStyles(): string[] {
  return Array.from(document.querySelectorAll('*'), (element) => {
    const style = window.getComputedStyle(element);
    const properties = Array.from(style, (name) => `${name}:${style.getPropertyValue(name)}`);
    // The resolved values jsdom computes with inheritance (not all listed when unset).
    for (const name of ['visibility', 'pointer-events', 'color', 'background-color'])
      properties.push(`(${name}):${style.getPropertyValue(name)}`);
    return `${element.tagName}.${element.getAttribute('class') ?? ''}{${properties.join(';')}}`;
  });
}

function expectSameWithAndWithoutIndex(): void {
  const hook = indexHook();
  hook.clearStyleCache();
  hook.state.enabled = false;
  const unindexed = computedStyles();
  hook.clearStyleCache();
  hook.state.enabled = true;
  const { lookups, candidates, rules } = hook.state;
  const indexed = computedStyles();
  expect(indexed).toEqual(unindexed);
  // The index was used and tested far fewer rules than jsdom's walk does.
  expect(hook.state.lookups).toBeGreaterThan(lookups);
  expect((hook.state.candidates - candidates) * 5).toBeLessThan(hook.state.rules - rules);
}

// A screen with many of antd's components, so many of their styles (about 1,800 rules).
function AntdScreen() {
  return (
    <Layout>
      <Layout.Sider>
        <Menu
          items={[
            { key: 'a', label: 'One' },
            { key: 'b', label: 'Two', disabled: true },
          ]}
        />
      </Layout.Sider>
      <Layout.Content>
        <Typography.Title>Title</Typography.Title>
        <Tabs items={[{ key: 'a', label: 'Tab', children: <Tag color="red">Tag</Tag> }]} />
        <Table
          rowKey="name"
          columns={[{ title: 'Name', dataIndex: 'name' }]}
          dataSource={[{ name: 'Row' }]}
        />
        <Modal open title="Dialog" footer={<Button type="primary">Save</Button>}>
          <Form>
            <Form.Item label="Name" name="name" rules={[{ required: true }]}>
              <Input />
            </Form.Item>
            <Form.Item label="Notes" name="notes">
              <Input.TextArea />
            </Form.Item>
            <Button danger>Remove</Button>
          </Form>
        </Modal>
      </Layout.Content>
    </Layout>
  );
}

// On unless JEST_STYLE_RULE_INDEX=off; put back as found.
const enabledAtStart = indexHook().state.enabled;
afterEach(() => {
  indexHook().state.enabled = enabledAtStart;
});

describe('getComputedStyle through the rule index', () => {
  it('gives every element the same style as jsdom walking every rule', async () => {
    render(<AntdScreen />);
    await screen.findByRole('dialog', { name: 'Dialog' });
    expect(document.styleSheets.length).toBeGreaterThan(10);
    expectSameWithAndWithoutIndex();

    // Classes, ids and inline styles changed, elements added and removed, and rules inserted
    // into an existing sheet through the CSSOM (which changes no DOM node).
    const buttons = screen.getAllByRole('button');
    buttons[0].classList.add('ant-btn-dangerous', 'ant-btn-primary');
    buttons[1].setAttribute('id', 'changed');
    buttons[2].style.setProperty('visibility', 'hidden');
    buttons[3].remove();
    const added = document.createElement('div');
    added.className = 'ant-modal-wrap ant-typography-danger';
    added.innerHTML = '<span class="ant-tag ANT-TAG-RED">x</span><svg><foreignObject/></svg>';
    document.body.append(added);
    const sheet = document.styleSheets[document.styleSheets.length - 1];
    sheet.insertRule('#changed, span.ant-tag { visibility: hidden }', 0);
    sheet.insertRule('div > * { pointer-events: none }', 1);
    sheet.insertRule('@media screen { .ant-btn-primary { color: rgb(4, 5, 6) } }', 2);
    expectSameWithAndWithoutIndex();

    // A new sheet of selectors whose keys are easy to get wrong: escapes, case, functional
    // pseudo-classes, attribute values with spaces and combinators, namespaces, lists,
    // pseudo-elements, rules without selectors, other media.
    const tricky = document.createElement('style');
    tricky.textContent = [
      '.ANT-TAG { color: rgb(10, 0, 0) }',
      '.ant-tag-red { color: rgb(11, 0, 0) }',
      'SPAN.ant-tag { background-color: rgb(12, 0, 0) }',
      '.a\\:b, #CHANGED { visibility: hidden }',
      ':is(.ant-modal-wrap, .nothing) > span { color: rgb(13, 0, 0) }',
      ':not(.nothing) { outline-color: rgb(14, 0, 0) }',
      '[class~="ant-tag"] { border-top-color: rgb(15, 0, 0) }',
      '[data-x="a > .b, c"], .ant-typography-danger { caret-color: rgb(16, 0, 0) }',
      'div >span { border-left-color: rgb(17, 0, 0) }',
      'svg foreignObject, *|span { color: rgb(18, 0, 0) }',
      '.ant-tag::before, *.ant-modal-wrap:hover { color: rgb(19, 0, 0) }',
      '@font-face { font-family: x; src: url(x.woff) }',
      '@media print { span { color: rgb(20, 0, 0) } }',
    ].join('\n');
    document.head.append(tricky);
    const span = added.querySelector('span');
    if (!span) throw new Error('The added span is missing');
    span.classList.add('a:b');
    expectSameWithAndWithoutIndex();
    // The new sheet's rules apply (through the index), keyed and unkeyed ones alike.
    expect(window.getComputedStyle(span).getPropertyValue('visibility')).toBe('hidden');
    expect(window.getComputedStyle(span).getPropertyValue('border-top-color')).toBe(
      'rgb(15, 0, 0)',
    );
    expect(window.getComputedStyle(span).getPropertyValue('border-left-color')).toBe(
      'rgb(17, 0, 0)',
    );
    expect(window.getComputedStyle(added).getPropertyValue('caret-color')).toBe('rgb(16, 0, 0)');

    // A rule deleted through the CSSOM.
    sheet.deleteRule(0);
    expectSameWithAndWithoutIndex();
  });
});
