import { lazyDialog } from '@/components/lazyDialog/lazyDialog';

/**
 * The New Image Request dialog's code (forms, link panel): its own chunk, shared by the
 * screens that open it, fetched on the first opening or when the browser is idle.
 */
export const imageRequestDialog = lazyDialog(
  () => import(/* webpackChunkName: "imageRequestDialog" */ './ImageRequestDialog'),
);
