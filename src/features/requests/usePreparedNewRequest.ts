import { useEffect, useState } from 'react';
import { useGetManufacturerPlatformsQuery, useGetUserOrganizationsQuery } from '@/api';
import type { LazyDialog } from '@/components/lazyDialog/lazyDialog';
import { afterScreenComplete } from '@/lib/screenComplete';
import { defaultOrganizationId } from './defaultOrganization';
import type { ImageRequestDialogProps } from './imageRequestDialog/ImageRequestDialog';

/**
 * What a new request's dialog needs to be rendered ahead of its opening (RequestDialogHost): its
 * code and the platforms and organizations it opens with, in the cache. Asked for in idle time
 * once the screen is complete, on every mount (a revisit with the code already here too), and
 * kept in the cache while `enabled`: a hidden dialog's own queries subscribe only once it shows,
 * and the cache lets go of data nobody subscribes to. Only where the browser reports idle time:
 * a guess at what the user does next is not worth a timer.
 */
export function usePreparedNewRequest(
  dialogCode: LazyDialog<ImageRequestDialogProps>,
  enabled: boolean,
) {
  // Set in idle time only, whether the code was here already or not.
  const [codeHere, setCodeHere] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const stop = afterScreenComplete(
      () =>
        void dialogCode.load().then(
          () => live && setCodeHere(true),
          // The click tries again, and reports a failure.
          () => undefined,
        ),
      { idleOnly: true },
    );
    return () => {
      live = false;
      stop();
    };
  }, [enabled, dialogCode]);
  const skip = !enabled || !codeHere;
  const platforms = useGetManufacturerPlatformsQuery(undefined, { skip }).data;
  const organizations = useGetUserOrganizationsQuery(undefined, { skip }).data;
  return {
    ready: !skip && platforms !== undefined && organizations !== undefined,
    // What the new request's form fills in by default.
    defaultOrganization: defaultOrganizationId(organizations?.result),
  };
}
