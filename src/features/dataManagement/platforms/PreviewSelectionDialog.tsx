import { Dialog } from '@/components/dialog/Dialog';
import type { ComponentType } from '@/api/generated/managementApi';
import { LinkComponentPanel } from '@/features/requests';

interface Props {
  /** A saved type: the panel asks the server (GetComponentsForLinking) what it offers. */
  type: ComponentType;
  manufacturer: string;
  platform: string;
  onClose(): void;
}

/** What a request's Link Component panel would offer for this type, without the Link button. */
export function PreviewSelectionDialog({ type, manufacturer, platform, onClose }: Props) {
  return (
    <Dialog
      open
      title="Preview Selection"
      width="auto"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <LinkComponentPanel
        componentId={type.componentID}
        manufacturer={manufacturer}
        platform={platform}
        componentType={type.displayName}
        preview
        onBack={onClose}
      />
    </Dialog>
  );
}
