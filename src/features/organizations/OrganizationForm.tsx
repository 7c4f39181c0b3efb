import { Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  baseApi,
  useGatherAllUsersQuery,
  useGetWorkflowsQuery,
  useSaveOrganizationInformationMutation,
  useUpdateOrganizationMutation,
} from '@/api';
import type { Organization, OrganizationRow } from '@/api/generated/administrativeApi';
import { useAppDispatch } from '@/app/hooks';
import { failureMessage } from '@/api/failureMessage';
import {
  NumberInput,
  notTypedNumber,
  type TypedNumber,
} from '@/components/numberInput/NumberInput';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { StaleSaveNotice } from '@/components/staleSave/StaleSaveNotice';
import { useStaleReload } from '@/components/staleSave/useStaleReload';
import { MAX_LENGTH } from '@/lib/domain/fieldLimits';
import { organizationMessages as messages, withDetail } from './organizationMessages';
import {
  EMPTY_ID,
  emptyOrganization,
  sameValues,
  toFormValues,
  toOrganizationSave,
  userLabel,
  type OrganizationFormValues,
} from './organizationValues';

interface OrganizationFormProps {
  /** The organization shown; none for the new-organization dialog. */
  organization?: OrganizationRow;
  readOnly: boolean;
  /** Told whenever the form starts or stops differing from what is saved. */
  onDirtyChange(dirty: boolean): void;
  onSaved?(organization: Organization): void;
  /** Next to Save, e.g. the dialog's Cancel. */
  extraActions?: ReactNode;
}

const required = { required: true, message: messages.required };

/** Shows the fragment and the call's message once a list the form needs fails to load. */
function useLoadError(error: unknown, fragment: string) {
  const dispatch = useAppDispatch();
  const detail = error ? failureMessage(error) : null;
  useEffect(() => {
    if (detail !== null) dispatch(showError(withDetail(fragment, detail)));
  }, [dispatch, detail, fragment]);
}

/**
 * The Organization Details form, for a new organization (posted with the empty id) and an
 * existing one (updated). Fields in the spec's order: Name, Property Code, Super User, Server
 * IP, Server Port Number, Workflow (section 2). Name, Super User and Workflow are required;
 * the port, if given, is positive (section 5).
 */
export function OrganizationForm({
  organization,
  readOnly,
  onDirtyChange,
  onSaved,
  extraActions,
}: OrganizationFormProps) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<OrganizationFormValues>();
  const [baseline, setBaseline] = useState(() =>
    organization ? toFormValues(organization) : emptyOrganization,
  );
  // Taken once: a list reload behind the form (after any save) changes nothing under the user.
  const [version, setVersion] = useState(organization?.version);
  const reloaded = useCallback(
    (fresh: OrganizationRow) => {
      const values = toFormValues(fresh);
      setBaseline(values);
      setVersion(fresh.version);
      form.resetFields();
      form.setFieldsValue(values);
    },
    [form],
  );
  const stale = useStaleReload({
    latest: organization,
    loadedVersion: version,
    refresh: () => dispatch(baseApi.util.invalidateTags([{ type: 'Organizations', id: 'LIST' }])),
    onReloaded: reloaded,
  });
  const workflows = useGetWorkflowsQuery();
  const users = useGatherAllUsersQuery();
  useLoadError(workflows.error, messages.workflowsFailed);
  useLoadError(users.error, messages.usersFailed);
  const [create, { isLoading: creating }] = useSaveOrganizationInformationMutation();
  const [update, { isLoading: updating }] = useUpdateOrganizationMutation();

  const values = Form.useWatch([], form) as Partial<OrganizationFormValues> | undefined;
  const dirty = values !== undefined && !sameValues(values, baseline);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const userOptions = useMemo(() => {
    const list = users.data?.result ?? [];
    // The current super user stays choosable even if the users list lacks them.
    const current = organization?.superUser;
    const all =
      current && !list.some((u) => u.userId === current.userId) ? [current, ...list] : list;
    return all.map((user) => ({ value: user.userId, label: userLabel(user) }));
  }, [users.data, organization]);
  const workflowOptions = (workflows.data?.result ?? []).map((w) => ({
    value: w.id,
    label: w.name,
  }));

  const save = async (checked: OrganizationFormValues) => {
    const organizationSave = toOrganizationSave(
      organization?.objectId ?? EMPTY_ID,
      checked,
      version,
    );
    try {
      const saved = organization
        ? await update({ organizationSave }).unwrap()
        : await create({ organizationSave }).unwrap();
      setBaseline(toFormValues(saved.result));
      setVersion(saved.result.version);
      stale.clear();
      dispatch(showSuccess(messages.saved));
      onSaved?.(saved.result);
    } catch (error) {
      // A stale save keeps what was typed in the form, with the notice offering to reload.
      stale.catchStale(error);
      dispatch(showError(withDetail(messages.saveFailed, failureMessage(error))));
    }
  };

  return (
    <Form
      form={form}
      // Prefixes the field ids, so the dialog's form and the details form never share one.
      name={organization ? `organization-${organization.objectId}` : 'new-organization'}
      layout="vertical"
      disabled={readOnly}
      initialValues={baseline}
      onFinish={(checked) => save(checked)}
      onFinishFailed={() => dispatch(showError(messages.invalidForm))}
      aria-label="Organization Details"
    >
      <StaleSaveNotice
        state={stale}
        description={messages.staleKeepsInput}
        reloadLabel={messages.reloadOrganization}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Name" rules={[{ ...required, whitespace: true }]}>
            <Input maxLength={MAX_LENGTH.name} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="propertyCode" label="Property Code">
            <Input maxLength={MAX_LENGTH.propertyCode} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="superUserId" label="Super User" rules={[required]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={userOptions}
              loading={users.isFetching}
              placeholder="Choose the super user"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="serverIP" label="Server IP">
            <Input maxLength={MAX_LENGTH.serverIP} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="serverPortNumber"
            label="Server Port Number"
            validateFirst
            rules={[
              notTypedNumber(messages.wholePort),
              {
                validator: (_rule, value: TypedNumber | undefined) => {
                  if (typeof value !== 'number') return Promise.resolve();
                  if (value <= 0) return Promise.reject(new Error(messages.positivePort));
                  if (!Number.isInteger(value))
                    return Promise.reject(new Error(messages.wholePort));
                  return Promise.resolve();
                },
              },
            ]}
          >
            {/* What was typed stays as typed (80.5, "8,080"); the rules above say what is wrong. */}
            <NumberInput inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="workflowId" label="Workflow" rules={[required]}>
            <Select
              options={workflowOptions}
              loading={workflows.isFetching}
              placeholder="Choose the workflow"
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8} justify="flex-end">
        {extraActions}
        <Button type="primary" htmlType="submit" loading={creating || updating}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}
