import { Col, Form, Input, Row } from 'antd';
import { EMAIL_PATTERN } from '../../lib/email';
import { profileMessages } from './profileMessages';

const required = { required: true, whitespace: true, message: profileMessages.required };

/** Username, names, e-mail and the optional Title, Department and Badge Number (spec section 2). */
export function ProfileFields({ usernameEditable }: { usernameEditable: boolean }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Username" name="username" rules={usernameEditable ? [required] : []}>
          <Input disabled={!usernameEditable} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="E-mail Address"
          name="email"
          rules={[required, { pattern: EMAIL_PATTERN, message: profileMessages.email }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="First Name" name="firstName" rules={[required]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Last Name" name="lastName" rules={[required]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Title" name="title">
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Department" name="department">
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Badge Number" name="badgeNumber">
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
