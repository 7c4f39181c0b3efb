import { useEffect, useMemo, useState } from 'react';
import { useGetAssignableRolesQuery } from '@/api';
import type { Role } from '@/api/generated/accountApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { showError } from '@/components/snackbar/snackbarSlice';
import { failureMessage } from '@/api/failureMessage';
import { profileMessages } from './profileMessages';

/**
 * The assignable roles (looked up with the signed-in username, spec section 6) and which of
 * them are ticked: the user's held ones until the administrator changes the ticks.
 */
export function useRolesChoice(held: readonly Role[], enabled: boolean) {
  const dispatch = useAppDispatch();
  const username = useAppSelector((state) => state.auth.user?.username ?? '');
  const query = useGetAssignableRolesQuery({ username }, { skip: !enabled || !username });
  const assignable = query.data?.result;
  const error = query.error ? failureMessage(query.error) : null;
  const [picked, setPicked] = useState<string[] | null>(null);

  useEffect(() => {
    if (error !== null) dispatch(showError(`${profileMessages.rolesFailed}: ${error}`));
  }, [dispatch, error]);

  const heldAssignable = useMemo(() => {
    const ids = new Set((assignable ?? []).map((role) => role.objectId));
    return held.filter((role) => ids.has(role.objectId)).map((role) => role.objectId);
  }, [assignable, held]);
  const ticked = picked ?? heldAssignable;
  const changed =
    picked !== null &&
    (picked.length !== heldAssignable.length || picked.some((id) => !heldAssignable.includes(id)));

  return {
    assignable,
    loading: query.isFetching,
    error,
    ticked,
    changed,
    setTicked: setPicked,
    /** After a save the user's roles are the new baseline. */
    reset: () => setPicked(null),
  };
}
