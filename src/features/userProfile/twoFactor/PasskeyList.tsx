import { Button, Flex, Input, Typography } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import {
  useFinishPasskeyRegistrationMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  useStartPasskeyRegistrationMutation,
} from '@/api';
import { isApiError } from '@/api/apiError';
import type { Passkey } from '@/api/generated/accountApi';
import { useAppDispatch } from '@/app/hooks';
import { ConfirmButton } from '@/components/dialog/ConfirmButton';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { localTime } from '@/lib/localTime';
import { passkeyFailure } from '@/lib/passkeys/passkeyErrors';

interface Props {
  passkeys: Passkey[];
  /** A passkey was added (the first one ends REQUIRE_2FA_FOR_SUPER_USERS' hold). */
  onAdded: () => void;
}

/** The user's passkeys: add one (named), rename, remove. */
export function PasskeyList({ passkeys, onAdded }: Props) {
  const dispatch = useAppDispatch();
  const [start, started] = useStartPasskeyRegistrationMutation();
  const [finish, finished] = useFinishPasskeyRegistrationMutation();
  const [name, setName] = useState('');
  const id = useId();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const ceremony = (await start().unwrap()).result;
      const { answerRegistration } = await import(
        /* webpackChunkName: "passkeys" */ '@/lib/passkeys/browserPasskeys'
      );
      const credential = await answerRegistration(ceremony.options);
      const answer = await finish({
        finishPasskeyRegistrationRequest: {
          ceremonyId: ceremony.ceremonyId,
          name: name.trim() || 'Passkey',
          credential,
        },
      }).unwrap();
      setName('');
      dispatch(showSuccess(answer.message || 'The passkey is added.'));
      onAdded();
    } catch (error) {
      dispatch(showError(isApiError(error) ? error.message : passkeyFailure(error)));
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Typography.Title level={4} id={`${id}-heading`}>
        Passkeys
      </Typography.Title>
      <Typography.Paragraph>
        A passkey signs you in with this device&apos;s screen lock or a security key, without a
        password, or as the second step after it.
      </Typography.Paragraph>
      {passkeys.length > 0 && (
        // A plain list: antd's List brings its pagination (and Select) to this chunk.
        <ul aria-label="Your passkeys" style={{ listStyle: 'none', padding: 0, maxWidth: 640 }}>
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.passkeyId}
              passkey={passkey}
              // Once the passkey's row is gone: the form that adds one.
              focusAfterRemove={() => document.getElementById(`${id}-name`)}
            />
          ))}
        </ul>
      )}
      <form name="add-passkey" onSubmit={(e) => void add(e)} noValidate>
        <label htmlFor={`${id}-name`}>Passkey name</label>
        <Flex gap={8} style={{ maxWidth: 480 }}>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            placeholder="e.g. Work laptop"
            onChange={(event) => setName(event.target.value)}
          />
          <Button htmlType="submit" loading={started.isLoading || finished.isLoading}>
            Add a passkey
          </Button>
        </Flex>
      </form>
    </section>
  );
}

function PasskeyItem({
  passkey,
  focusAfterRemove,
}: {
  passkey: Passkey;
  focusAfterRemove: () => HTMLElement | null;
}) {
  const dispatch = useAppDispatch();
  const [rename, renaming] = useRenamePasskeyMutation();
  const [remove, removing] = useRemovePasskeyMutation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const id = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // A failure is shown by the error snackbar (the operations' policy).
    await rename({ renamePasskeyRequest: { passkeyId: passkey.passkeyId, name: name.trim() } })
      .unwrap()
      .then(() => setEditing(false))
      .catch(() => undefined);
  };

  // A failure rejects; the error snackbar shows it (the operations' policy).
  const removeIt = async () => {
    const answer = await remove({ passkeyIdRequest: { passkeyId: passkey.passkeyId } }).unwrap();
    dispatch(showSuccess(answer.message || 'The passkey is removed.'));
  };

  const used = passkey.lastUsedAt ? localTime(passkey.lastUsedAt) : 'never';
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      {editing ? (
        <form name="rename-passkey" onSubmit={(e) => void save(e)} noValidate>
          <label htmlFor={`${id}-rename`}>New name for {passkey.name}</label>
          <Flex gap={8}>
            <Input
              id={`${id}-rename`}
              value={name}
              maxLength={100}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
            <Button
              htmlType="submit"
              type="primary"
              disabled={!name.trim()}
              loading={renaming.isLoading}
            >
              Save
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </Flex>
        </form>
      ) : (
        <Flex gap={8} align="center" wrap>
          <div style={{ flex: '1 1 240px' }}>
            <Typography.Text strong>{passkey.name}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              Added {localTime(passkey.createdAt)}; last used {used}
            </Typography.Text>
          </div>
          <Button
            size="small"
            onClick={() => setEditing(true)}
            aria-label={`Rename ${passkey.name}`}
          >
            Rename
          </Button>
          <ConfirmButton
            title={`Remove the passkey ${passkey.name}?`}
            message="You can no longer sign in with it."
            okText="Remove"
            onConfirm={removeIt}
            focusAfterDone={focusAfterRemove}
            size="small"
            danger
            loading={removing.isLoading}
            aria-label={`Remove ${passkey.name}`}
          >
            Remove
          </ConfirmButton>
        </Flex>
      )}
    </li>
  );
}
