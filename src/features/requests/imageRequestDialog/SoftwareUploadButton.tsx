import { Button, Upload } from 'antd';
import { useDispatch } from 'react-redux';
import { useSubmitSoftwareValidationMutation } from '@/api';
import type { ComponentListItem } from '@/api/generated/binaryRequestApi';
import { isCsvFile } from '@/lib/softwareSetCsv/checkSoftwareSetFile';
import { MESSAGES as csvMessages } from '@/lib/domain/softwareSetCsv/rules';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { messages } from './imageRequestMessages';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconUpload } from '@/components/icon/icons';

interface Props {
  /** The platform's `mid`; the upload needs a platform chosen. */
  platformMid?: number;
  components: ComponentListItem[];
  onBusyChange(busy: boolean): void;
  onComponents(components: ComponentListItem[]): void;
  onNotFound(message: string): void;
}

/** Links the request's components from a software-set CSV (the image-request form of the upload). */
export function SoftwareUploadButton({
  platformMid,
  components,
  onBusyChange,
  onComponents,
  onNotFound,
}: Props) {
  const dispatch = useDispatch();
  const [submit, { isLoading }] = useSubmitSoftwareValidationMutation();

  const upload = async (file: File) => {
    if (platformMid === undefined) {
      dispatch(showError(messages.platformRequired));
      return;
    }
    if (!isCsvFile(file)) {
      dispatch(showError(csvMessages.notCsv));
      return;
    }
    onBusyChange(true);
    try {
      const { result } = await submit({
        softwareValidationForm: {
          currentFileUsed: file.name,
          manufacturerId: platformMid,
          components: JSON.stringify(components),
          softwareFile: file,
        },
      }).unwrap();
      if (result.resultType === 'Success') {
        onComponents(result.components ?? components);
        dispatch(showSuccess(messages.validationSubmitted));
      } else if (result.resultType === 'SoftwareNotFound') onNotFound(result.message);
      else dispatch(showError(result.message));
    } catch {
      // The error snackbar shows the server's message or the fallback.
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <Upload
      accept=".csv,text/csv"
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button icon={<MdiIcon path={iconUpload} />} disabled={isLoading}>
        Upload Software
      </Button>
    </Upload>
  );
}
