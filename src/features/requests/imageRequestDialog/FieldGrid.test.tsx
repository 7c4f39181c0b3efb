import { render } from '@testing-library/react';
import { Col, ConfigProvider, Row } from 'antd';
import { appTheme } from '@/app/theme';
import { FieldCol, FieldRow } from './FieldGrid';

const themed = (node: React.ReactNode) => <ConfigProvider theme={appTheme}>{node}</ConfigProvider>;

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
