import { Col, Form, Input, Row } from 'antd';
import { EMAIL_PATTERN } from '@/lib/domain/email';
import { profileMessages } from './profileMessages';

const required = { required: true, whitespace: true, message: profileMessages.required };
const emailRules = [required, { pattern: EMAIL_PATTERN, message: profileMessages.email }];

interface ProfileFieldsProps {
  usernameEditable: boolean;
  /** Null: the e-mail address is editable; otherwise why it is not, shown under it. */
  emailLocked?: string | null;
}

/**
 * Username, First Name, Last Name, E-mail Address, Title, Department and Badge Number, in the
 * spec's order (section 2), which is also the reading and tab order.
 */
export function ProfileFields({ usernameEditable, emailLocked = null }: ProfileFieldsProps) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Username" name="username" rules={usernameEditable ? [required] : []}>
          <Input disabled={!usernameEditable} autoComplete="off" />
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
      <Col xs={24} md={12}>
        <Form.Item
          label="E-mail Address"
          name="email"
          rules={emailLocked === null ? emailRules : []}
          extra={emailLocked ?? undefined}
        >
          <Input type="email" autoComplete="off" disabled={emailLocked !== null} />
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
