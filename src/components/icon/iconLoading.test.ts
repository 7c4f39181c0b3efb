import { mdiLoading } from '@mdi/js';
import { iconLoading } from './iconLoading';

it("is mdi's loading icon", () => {
  expect(iconLoading).toBe(mdiLoading);
});
