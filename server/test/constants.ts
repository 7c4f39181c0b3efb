export const TEMPLATE_DATABASE = 'image_requests_test_template';
export const TEST_DEMO_PASSWORD = 'Demo!2026';
