import { Button, Flex, Form, Tabs } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { baseApi, useSaveUserInformationMutation, useSendUserInviteMutation } from '@/api';
import type { Role, User } from '@/api/generated/accountApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { showError, showInfo, showSuccess } from '@/components/snackbar/snackbarSlice';
import { StaleSaveNotice } from '@/components/staleSave/StaleSaveNotice';
import { useStaleReload } from '@/components/staleSave/useStaleReload';
import { PageLoading } from '@/components/PageLoading';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';
import { refusedField } from '@/api/apiError';
import { failureMessage } from '@/api/failureMessage';
import { PasswordForm } from './PasswordForm';
import { ProfileFields } from './ProfileFields';
import { profileMessages } from './profileMessages';
import { settingsFor, type ProfileMode } from './profileModes';
import {
  fieldsChanged,
  profileFields,
  rolesToSend,
  trimmed,
  valuesOf,
  type ProfileValues,
} from './profileValues';
import { useFormValid } from './useFormValid';
import { useRolesChoice } from './useRolesChoice';

// The roles tables (antd Table) load when the roles tab is first shown, not with the profile.
const AssignableRolesTable = lazy(() =>
  import('./AssignableRolesTable').then((m) => ({ default: m.AssignableRolesTable })),
);
const HeldRolesTable = lazy(() =>
  import('./HeldRolesTable').then((m) => ({ default: m.HeldRolesTable })),
);

type TabKey = 'profile' | 'roles' | 'password';

export interface ProfileFormProps {
  mode: ProfileMode;
  /** The user shown (own and admin modes); an invite starts empty. */
  user?: User;
  /** Invite mode: the invite was sent for this username. */
  onInvited?(username: string): void;
  /** Invite mode: Cancel was pressed (the parent asks before discarding). */
  onCancel?(): void;
  /**
   * A parent that guards the discard itself (the invite dialog) takes the dirty state;
   * otherwise the form reports it to the app's unsaved-changes guard on its own.
   */
  onDirtyChange?(dirty: boolean): void;
}

const noRoles: Role[] = [];

/**
 * The one profile form (spec section 2, User Profile): the signed-in user's own profile,
 * an administrator editing another user, or an invite. What differs by mode is read from
 * profileModes.ts.
 */
export function ProfileForm({ mode, user, onInvited, onCancel, onDirtyChange }: ProfileFormProps) {
  const dispatch = useAppDispatch();
  const signedInId = useAppSelector((state) => state.auth.user?.userId);
  const superUser = useAppSelector((state) => state.auth.user?.isSuperUser === true);
  const editingSelf = mode === 'own' || (user !== undefined && user.userId === signedInId);
  const settings = settingsFor(mode, editingSelf, superUser);
  const [form] = Form.useForm<ProfileValues>();
  const { valid } = useFormValid(form);
  // Set in the change handler itself, so a discard question right after typing already knows.
  const [edited, setEdited] = useState<Partial<ProfileValues>>();
  const [baseline, setBaseline] = useState(() => valuesOf(user));
  const [held, setHeld] = useState<Role[]>(() => user?.userRoles ?? noRoles);
  const roles = useRolesChoice(held, settings.roles === 'assignable');
  // Taken once, like the baseline: a reload behind the form (after any save) changes nothing under the user.
  const [version, setVersion] = useState(() => user?.version);
  const { reset: resetRoles } = roles;
  const reloaded = useCallback(
    (fresh: User) => {
      setBaseline(valuesOf(fresh));
      setEdited(undefined);
      form.setFieldsValue(valuesOf(fresh));
      setHeld(fresh.userRoles);
      resetRoles();
      setVersion(fresh.version);
    },
    [form, resetRoles],
  );
  const stale = useStaleReload({
    latest: user,
    loadedVersion: version,
    refresh: () => dispatch(baseApi.util.invalidateTags(['UserInformation'])),
    onReloaded: reloaded,
  });
  const [passwordDirty, setPasswordDirty] = useState(false);
  const [tab, setTab] = useState<TabKey>('profile');
  const [saveUserInformation, saving] = useSaveUserInformationMutation();
  const [sendUserInvite, inviting] = useSendUserInviteMutation();
  const busy = saving.isLoading || inviting.isLoading;

  const dirty = fieldsChanged(edited, baseline) || roles.changed || passwordDirty;
  useUnsavedChanges(onDirtyChange ? false : dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const onPasswordDirty = useCallback((next: boolean) => setPasswordDirty(next), []);

  const fail = (prefix: string, error: unknown) => {
    const message = failureMessage(error);
    dispatch(showError(`${prefix}${message}`));
    const field = refusedField(
      error,
      settings.usernameEditable ? profileFields : profileFields.filter((f) => f !== 'username'),
    );
    if (field) {
      form.setFields([{ name: field, errors: [message] }]);
      setTab('profile');
    }
  };

  const invite = async (entered: ProfileValues) => {
    const chosen = rolesToSend(noRoles, roles.assignable ?? noRoles, roles.ticked);
    if (chosen.length === 0) {
      dispatch(showError(profileMessages.noRolesSelected));
      setTab('roles');
      return;
    }
    try {
      const response = await sendUserInvite({
        sendUserInviteRequest: { ...entered, userRoles: chosen },
      }).unwrap();
      setBaseline(entered);
      setEdited(undefined);
      roles.reset();
      dispatch(showInfo(response.message));
      onInvited?.(entered.username);
    } catch (error) {
      fail(profileMessages.inviteFailed, error);
    }
  };

  const save = async (entered: ProfileValues, target: User) => {
    // Roles go only with an administrator's save of someone else, and only once known.
    const sendRoles =
      mode === 'admin' && settings.roles === 'assignable' && roles.assignable !== undefined;
    try {
      const { firstName, lastName, email, title, department, badgeNumber } = entered;
      const response = await saveUserInformation({
        saveUserInformationRequest: {
          userId: target.userId,
          ...(version === undefined ? {} : { version }),
          firstName,
          lastName,
          email,
          title,
          department,
          badgeNumber,
          ...(sendRoles
            ? { userRoles: rolesToSend(held, roles.assignable ?? noRoles, roles.ticked) }
            : {}),
        },
      }).unwrap();
      const saved = response.result;
      setBaseline(valuesOf(saved));
      setEdited(undefined);
      form.setFieldsValue(valuesOf(saved));
      setHeld(saved.userRoles);
      roles.reset();
      setVersion(saved.version);
      dispatch(showSuccess(profileMessages.profileSaved));
    } catch (error) {
      // A stale save keeps what was typed in the form, with the notice offering to reload.
      stale.catchStale(error);
      fail(profileMessages.profileFailed, error);
    }
  };

  const onFinish = (entered: ProfileValues) => {
    const clean = trimmed(entered);
    if (mode === 'invite') void invite(clean);
    else if (user) void save(clean, user);
  };

  const rolesTab =
    settings.roles === 'held' ? (
      <HeldRolesTable roles={held} />
    ) : (
      <AssignableRolesTable
        roles={roles.assignable}
        loading={roles.loading}
        error={roles.error}
        selected={roles.ticked}
        onChange={roles.setTicked}
      />
    );

  const items = [
    {
      key: 'profile',
      label: settings.profileTab,
      forceRender: true,
      children: (
        <Form<ProfileValues>
          form={form}
          layout="vertical"
          initialValues={baseline}
          onFinish={onFinish}
          onValuesChange={(_changed, all) => setEdited(all)}
          disabled={busy}
          // Field ids come from the form's name: the invite dialog opens over an admin form.
          name={`profile-${mode}`}
          aria-label={settings.profileTab}
        >
          <ProfileFields
            usernameEditable={settings.usernameEditable}
            emailLocked={settings.emailLocked}
          />
          {/* Enter in a field submits, as in any form. */}
          <button type="submit" hidden disabled={!valid || busy} />
        </Form>
      ),
    },
    {
      key: 'roles',
      label: settings.rolesTab,
      children: <Suspense fallback={<PageLoading />}>{rolesTab}</Suspense>,
    },
    ...(settings.passwordTab && user
      ? [
          {
            key: 'password',
            label: settings.passwordTab,
            children: (
              <PasswordForm
                formName={`password-${mode}`}
                userId={user.userId}
                passwordExpirationDate={user.passwordExpirationDate}
                onDirtyChange={onPasswordDirty}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={8}>
      <StaleSaveNotice
        state={stale}
        description={profileMessages.staleKeepsInput}
        reloadLabel={profileMessages.reloadProfile}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'roles' || key === 'password' ? key : 'profile')}
        items={items}
      />
      {tab !== 'password' && (
        <Flex gap={8} justify="flex-end">
          {mode === 'invite' && (
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button
            type="primary"
            onClick={() => form.submit()}
            disabled={!valid || busy}
            loading={busy}
          >
            {settings.submitLabel}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
