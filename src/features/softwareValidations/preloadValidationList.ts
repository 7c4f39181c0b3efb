import { softwareValidationApi } from '@/api';
import type { useAppDispatch } from '@/app/hooks';
import { listQueryArgs } from '@/components/masterDetail/useListParams';
import { validationListOptions } from './validationSort';

/**
 * Asks for the list Software Set Validations shows first (the arguments its useListParams
 * derives from `search`) when the user points at the screen's entry in the side navigation:
 * the list then travels while the route checks the token and renders, and the screen finds it
 * in the cache. A list already in the cache is not asked for again; one that is not used is
 * dropped after RTK Query's usual minute. Settles when the list has answered (or failed).
 */
export function preloadValidationList(
  dispatch: ReturnType<typeof useAppDispatch>,
  search = '',
): Promise<unknown> {
  const args = listQueryArgs(new URLSearchParams(search), validationListOptions);
  return Promise.resolve(
    dispatch(
      softwareValidationApi.endpoints.getSoftwareValidations.initiate(args, { subscribe: false }),
    ),
  );
}
