import type { FormInstance } from 'antd';
import { useDispatch } from 'react-redux';
import { useSubmitImageRequestMutation } from '@/api';
import type { Manufacturer } from '@/api/generated/binaryRequestApi';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { hasUnlinkedRequired, type ComponentRow } from './componentRows';
import { messages } from './imageRequestMessages';
import { buildSubmitPayload, findPlatform, type RequestFormValues } from './requestForm';

interface Args {
  form: FormInstance<RequestFormValues>;
  requestId?: number;
  version?: number;
  manufacturers: readonly Manufacturer[];
  rows: readonly ComponentRow[];
  onSaved(id: number): void;
  /** The save was refused for required components not linked yet. */
  onUnlinkedRequired(): void;
  /** Takes a refused save that was stale (409: someone saved the request since it was loaded). */
  catchStale(error: unknown): boolean;
}

/** Checks the request the way the spec orders it, then saves it with the chosen action. */
export function useRequestSubmit({
  form,
  requestId,
  version,
  manufacturers,
  rows,
  onSaved,
  onUnlinkedRequired,
  catchStale,
}: Args) {
  const dispatch = useDispatch();
  const [submitImageRequest, { isLoading }] = useSubmitImageRequestMutation();

  const submit = async (actionId: string) => {
    let values: RequestFormValues;
    try {
      await form.validateFields();
      // All values, including those of fields not rendered (GPS Path without the flag).
      values = form.getFieldsValue(true);
    } catch {
      dispatch(showError(messages.reviewRequest));
      return;
    }
    const found = findPlatform(manufacturers, values.platformMid);
    if (!found) {
      dispatch(showError(messages.reviewRequest));
      return;
    }
    if (hasUnlinkedRequired(rows)) {
      dispatch(showError(messages.requiredNotLinked));
      onUnlinkedRequired();
      return;
    }
    if (values.priority && !values.priorityDueDate) {
      dispatch(showError(messages.dueDateBlank));
      // Shown at the field as well, where the user has to act (checked last, as the spec orders).
      form.setFields([{ name: 'priorityDueDate', errors: [messages.dueDateBlank] }]);
      return;
    }
    try {
      const response = await submitImageRequest({
        imageRequestSubmit: buildSubmitPayload({
          requestId,
          version,
          actionId,
          values,
          platform: found.platform,
          rows,
        }),
      }).unwrap();
      dispatch(showSuccess(response.message || messages.requestSaved));
      onSaved(response.result.id);
    } catch (error) {
      // The error snackbar shows the server's message, or 'Failed to submit image request.';
      // a stale save also keeps what was typed, with the notice offering to reload.
      catchStale(error);
    }
  };

  return { submit, saving: isLoading };
}
