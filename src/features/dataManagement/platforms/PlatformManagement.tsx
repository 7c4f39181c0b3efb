import { Button, Col, Empty, Flex, Form, Row, Select } from 'antd';
import { DialogButton } from '@/components/dialog/DialogButton';
import { startTransition, useState } from 'react';
import {
  useGatherJurisdictionsForUserQuery,
  useGatherManufacturersQuery,
  useGetComponentTypesForJurisdictionQuery,
} from '@/api';
import type { ComponentType } from '@/api/generated/managementApi';
import { newComponentType } from '@/lib/domain/componentTypes';
import { DEFAULT_JURISDICTION_ID } from '@/lib/domain/jurisdictions';
import { useEditGuard } from '@/features/dataManagement/useEditGuard';
import { AddPlatformDialog } from './AddPlatformDialog';
import { ComponentTypeEditor } from './ComponentTypeEditor';
import { ComponentTypeList } from './ComponentTypeList';
import { PreviewSelectionDialog } from './PreviewSelectionDialog';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';

/** The second tab: a platform's component types per jurisdiction, and new platforms. */
export function PlatformManagement() {
  const { report, guard } = useEditGuard();
  const [jurisdictionId, setJurisdictionId] = useState(DEFAULT_JURISDICTION_ID);
  const [manufacturerId, setManufacturerId] = useState<number | null>(null);
  const [platformMid, setPlatformMid] = useState<number | null>(null);
  const [editing, setEditing] = useState<ComponentType | null>(null);
  // Moves on every save, so the editor starts again from what was saved.
  const [saves, setSaves] = useState(0);
  const [preview, setPreview] = useState<ComponentType | null>(null);

  const { data: jurisdictions } = useGatherJurisdictionsForUserQuery();
  const { data: manufacturersData } = useGatherManufacturersQuery();
  const manufacturers = manufacturersData?.result ?? [];
  const manufacturer = manufacturers.find((m) => m.manufacturerId === manufacturerId);
  const platform = manufacturer?.platforms.find((p) => p.mid === platformMid);
  const {
    data: typesData,
    isFetching,
    refetch: refetchTypes,
  } = useGetComponentTypesForJurisdictionQuery(
    { manufacturerId: platformMid ?? 0, jurisdictionId },
    { skip: platformMid === null },
  );

  const jurisdictionOptions = (jurisdictions?.result ?? []).map((j) => ({
    value: j.jurisdictionId,
    label: j.jurisdictionName,
  }));
  // The default jurisdiction stays selectable even when the list has not loaded (or lacks it).
  if (!jurisdictionOptions.some((o) => o.value === DEFAULT_JURISDICTION_ID))
    jurisdictionOptions.unshift({
      value: DEFAULT_JURISDICTION_ID,
      label: String(DEFAULT_JURISDICTION_ID),
    });

  // Before a platform is chosen the tab says what to do next (and how to add a platform).
  const noPlatforms = manufacturer !== undefined && manufacturer.platforms.length === 0;
  const nextStep = noPlatforms
    ? `${manufacturer.manufacturerName} has no platforms yet. Use Add Platform to add one.`
    : 'Choose a manufacturer and a platform to see and edit its component types, or use Add Platform to add a platform.';

  const changeScope = (change: () => void) =>
    guard(() => {
      change();
      setEditing(null);
    });

  return (
    <Flex vertical gap={16}>
      <Form layout="inline">
        <Form.Item label="Jurisdiction" htmlFor="dm-jurisdiction">
          <Select
            id="dm-jurisdiction"
            value={jurisdictionId}
            options={jurisdictionOptions}
            onChange={(id: number) => changeScope(() => setJurisdictionId(id))}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
        <Form.Item label="Manufacturer" htmlFor="dm-manufacturer">
          <Select
            id="dm-manufacturer"
            value={manufacturerId}
            placeholder="Select a manufacturer"
            options={manufacturers.map((m) => ({
              value: m.manufacturerId,
              label: m.manufacturerName,
            }))}
            onChange={(id: number) =>
              changeScope(() => {
                setManufacturerId(id);
                setPlatformMid(null);
              })
            }
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
        <Form.Item label="Platform" htmlFor="dm-platform">
          <Select
            id="dm-platform"
            value={platformMid}
            placeholder="Select a platform"
            disabled={!manufacturer}
            options={(manufacturer?.platforms ?? []).map((p) => ({
              value: p.mid,
              label: p.platform,
            }))}
            onChange={(mid: number) => changeScope(() => setPlatformMid(mid))}
            notFoundContent="No platforms yet. Use Add Platform to add one."
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
        <Flex gap={8}>
          <DialogButton
            icon={<MdiIcon path={iconAdd} />}
            dialog={(close) => (
              <AddPlatformDialog
                manufacturers={manufacturers}
                manufacturerId={manufacturerId}
                jurisdictionId={jurisdictionId}
                onClose={close}
                onAdded={(addedTo, added) => {
                  close();
                  changeScope(() => {
                    setManufacturerId(addedTo);
                    setPlatformMid(added.mid);
                  });
                }}
              />
            )}
          >
            Add Platform
          </DialogButton>
          <Button
            type="primary"
            icon={<MdiIcon path={iconAdd} />}
            disabled={platformMid === null}
            onClick={() =>
              platformMid !== null &&
              guard(() => setEditing(newComponentType(platformMid, jurisdictionId)))
            }
          >
            Add Type
          </Button>
        </Flex>
      </Form>
      {platformMid === null && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={nextStep} />
      )}
      {platformMid !== null && (
        <Row gutter={16}>
          <Col xs={24} lg={9}>
            <ComponentTypeList
              types={typesData?.result ?? []}
              loading={isFetching}
              selectedId={editing?.componentID ?? null}
              onSelect={(type) =>
                type.componentID !== editing?.componentID && guard(() => setEditing(type))
              }
            />
          </Col>
          <Col xs={24} lg={15}>
            {editing && (
              <ComponentTypeEditor
                key={`${editing.componentID}:${saves}`}
                type={editing}
                onDirtyChange={(dirty) => report('componentType', dirty)}
                onSaved={(saved) => {
                  report('componentType', false);
                  setEditing(saved);
                  setSaves((n) => n + 1);
                }}
                // The preview opens in a transition: the click paints before it mounts.
                onPreview={(type) => startTransition(() => setPreview(type))}
                latest={typesData?.result.find((t) => t.componentID === editing.componentID)}
                refresh={() => void refetchTypes()}
                onReloaded={(fresh) => {
                  report('componentType', false);
                  setEditing(fresh);
                  setSaves((n) => n + 1);
                }}
              />
            )}
          </Col>
        </Row>
      )}
      {preview && (
        <PreviewSelectionDialog
          type={preview}
          manufacturer={manufacturer?.manufacturerName ?? ''}
          platform={platform?.name ?? ''}
          onClose={() => setPreview(null)}
        />
      )}
    </Flex>
  );
}
