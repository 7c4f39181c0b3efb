import { Button, Card, Flex, Radio, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '@/api';
import type { NotificationDelivery } from '@/api/generated/notificationsApi';
import { failureMessage } from '@/api/failureMessage';
import { useAppDispatch } from '@/app/hooks';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';
import { deliveryOptions, notificationMessages } from './notificationMessages';

/**
 * The User Profile's notification preferences: how the user hears of changes to requests they
 * follow. Saved with its own button; success and failure are worded like the profile's.
 */
export function NotificationPreferencesCard() {
  const dispatch = useAppDispatch();
  const questionId = useId();
  // A failed load is reported by the error snackbar.
  const { data, isLoading } = useGetNotificationPreferencesQuery();
  const [save, saving] = useSaveNotificationPreferencesMutation();
  const stored = data?.result.delivery;
  const [chosen, setChosen] = useState<NotificationDelivery>();
  const dirty = chosen !== undefined && chosen !== stored;
  useUnsavedChanges(dirty);

  const submit = async (delivery: NotificationDelivery) => {
    try {
      // The answer replaces the cached preferences (src/api/index.ts), so the choice stays put.
      await save({ notificationPreferences: { delivery } }).unwrap();
      setChosen(undefined);
      dispatch(showSuccess(notificationMessages.preferencesSaved));
    } catch (error) {
      dispatch(showError(`${notificationMessages.preferencesFailed}${failureMessage(error)}`));
    }
  };

  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          {notificationMessages.preferencesTitle}
        </Typography.Title>
      }
    >
      <Spin spinning={isLoading}>
        <Flex vertical gap={12}>
          <Typography.Text id={questionId}>
            {notificationMessages.preferencesQuestion}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={questionId}
            vertical
            value={chosen ?? stored}
            disabled={stored === undefined || saving.isLoading}
            options={deliveryOptions.map(({ value, label }) => ({ value, label }))}
            // antd types the value as `any`: take the option it names.
            onChange={(event) =>
              setChosen(
                deliveryOptions.find((option) => option.value === event.target.value)?.value,
              )
            }
          />
          <Flex justify="flex-end">
            <Button
              type="primary"
              disabled={!dirty || saving.isLoading}
              loading={saving.isLoading}
              onClick={() => chosen && void submit(chosen)}
            >
              {notificationMessages.savePreferences}
            </Button>
          </Flex>
        </Flex>
      </Spin>
    </Card>
  );
}
