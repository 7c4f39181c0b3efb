import { lazyDialog } from '@/components/lazyDialog/lazyDialog';
import { afterScreenComplete } from '@/lib/screenComplete';
import type { ImageRequestDialogProps } from './ImageRequestDialog';

/**
 * The New Image Request dialog's code (forms, link panel): its own chunk, shared by the
 * screens that open it, fetched on the first opening or when the browser is idle. Once here,
 * the dialog's components render once, unseen, in idle time (warmUpDialogStyles), so that a
 * click only has to mount them.
 */
export const imageRequestDialog = lazyDialog<ImageRequestDialogProps>(() =>
  import(/* webpackChunkName: "imageRequestDialog" */ './ImageRequestDialog').then((module) => {
    afterScreenComplete(module.warmUpDialogStyles, { idleOnly: true });
    return module;
  }),
);
