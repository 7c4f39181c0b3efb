import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useGetAttachmentsQuery } from '@/api';
import { localTime } from '@/lib/localTime';
import { useDownloadAttachment } from './useDownloadAttachment';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDownload } from '@/components/icon/icons';

/** The request's attachments; each downloads with the bearer token (see useDownloadAttachment). */
export function DocumentsTab({ requestId }: { requestId: number }) {
  const { data, isFetching } = useGetAttachmentsQuery({ requestId });
  const { download, busyId } = useDownloadAttachment();
  const attachments = data?.result ?? [];

  return (
    <Spin spinning={isFetching}>
      {attachments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents" />
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
