import { Result } from 'antd';

/** Shown at / to a user who may see neither requests nor validations (instead of a redirect loop). */
export function NoAccess() {
  return (
    <Result
      status="403"
      title="No access"
      subTitle="Your account does not have access to Binary Requests or Software Set Validations. Please contact your administrator."
    />
  );
}
