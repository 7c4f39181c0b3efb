/**
 * The sign-in pages' text fields. antd's `Input` export also brings TextArea (with its resize
 * observer), Search and OTP: about 5 KB gzip of JavaScript these pages, the first a visitor
 * loads, never use. Imported from antd/lib so Jest runs them as CommonJS; webpack reads antd/lib
 * as antd/es (resolve.alias in webpack.config.ts), the same modules every other screen uses.
 */
export { default as Input } from 'antd/lib/input/Input';
export { default as Password } from 'antd/lib/input/Password';
