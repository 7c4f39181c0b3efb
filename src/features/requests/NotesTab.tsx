import { Empty, Flex, Spin, Typography } from 'antd';
import { DialogButton } from '@/components/dialog/DialogButton';
import { useGetNotesQuery } from '@/api';
import { AddNoteDialog } from './AddNoteDialog';
import { localTime } from '@/lib/localTime';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';

/** The request's notes (newest first, as the server sends them) and the Add Note button. */
export function NotesTab({ requestId }: { requestId: number }) {
  const { data, isFetching } = useGetNotesQuery({ requestId });
  const notes = data?.result ?? [];

  return (
    <Flex vertical gap={12}>
      <div>
        <DialogButton
          icon={<MdiIcon path={iconAdd} />}
          dialog={(close) => <AddNoteDialog requestId={requestId} onClose={close} />}
        >
          Add Note
        </DialogButton>
      </div>
      <Spin spinning={isFetching}>
        {notes.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="No notes yet. Use Add Note to write one."
          />
        ) : (
          <Flex vertical gap={12} role="list" aria-label="Notes">
            {notes.map((note) => (
              <div key={note.objectId} role="listitem">
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
                  {note.noteText}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  {note.createdBy} · {localTime(note.createdOn)}
                </Typography.Text>
              </div>
            ))}
          </Flex>
        )}
      </Spin>
    </Flex>
  );
}
