import type { ComponentListItem } from '@/api/generated/binaryRequestApi';
import { ComponentsTable } from '@/components/ComponentsTable';

/**
 * The Components tab's table (antd's Table, about 40 KB gzip with what it brings): a chunk of its
 * own, loaded once Binary Requests is complete (ComponentsTab), not before the list shows.
 */
export default function RequestComponentsTable(props: {
  components: readonly ComponentListItem[];
  loading: boolean;
}) {
  return <ComponentsTable {...props} showVersion />;
}
