import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useGetAttachmentsQuery } from '@/api';
import { useAppSelector } from '@/app/hooks';
import { localTime } from '@/lib/localTime';
import { canAddAttachment } from './requestMenu';
import { useDownloadAttachment } from './useDownloadAttachment';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDownload } from '@/components/icon/icons';

export const documentsMessages = {
  empty: 'No documents yet.',
  emptyCanAttach: 'No documents yet. Use Add Attachment, under More actions, to add one.',
};

/** The request's attachments; each downloads with the bearer token (see useDownloadAttachment). */
export function DocumentsTab({ requestId }: { requestId: number }) {
  const { data, isFetching } = useGetAttachmentsQuery({ requestId });
  const { download, busyId } = useDownloadAttachment();
  const attachments = data?.result ?? [];
  // Where to add one, for those who may (the More actions menu's Add Attachment).
  const canAttach = useAppSelector((state) => canAddAttachment(state.auth.permissions));

  return (
    <Spin spinning={isFetching}>
      {attachments.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={canAttach ? documentsMessages.emptyCanAttach : documentsMessages.empty}
        />
      ) : (
        <Flex vertical gap={12} role="list" aria-label="Documents">
          {attachments.map((attachment) => (
            <div key={attachment.objectId} role="listitem">
              <Button
                type="link"
                icon={<MdiIcon path={iconDownload} />}
                loading={busyId === attachment.objectId}
                onClick={() => void download(attachment.objectId, attachment.fileName)}
                style={{ paddingInline: 0 }}
              >
                {attachment.fileName}
              </Button>
              <div>{attachment.fileDescription}</div>
              <Typography.Text type="secondary">
                {attachment.uploadedBy} · {localTime(attachment.uploadDate)}
              </Typography.Text>
            </div>
          ))}
        </Flex>
      )}
    </Spin>
  );
}
