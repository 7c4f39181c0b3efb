import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { startTransition, useState } from 'react';
import { useGetNotesQuery } from '@/api';
import { AddNoteDialog } from './AddNoteDialog';
import { localTime } from '@/lib/localTime';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';

/**
 * Add Note and its dialog. Whether it is open is state of its own, so opening it renders the
 * dialog only, not the notes; and it opens as a transition, so the click's own event ends before
 * the dialog mounts (issue 20: every interaction within 100 ms).
 */
function AddNote({ requestId }: { requestId: number }) {
  const [adding, setAdding] = useState(false);
  return (
    <div>
      <Button
        icon={<MdiIcon path={iconAdd} />}
        onClick={() => startTransition(() => setAdding(true))}
      >
        Add Note
      </Button>
      {adding && <AddNoteDialog requestId={requestId} onClose={() => setAdding(false)} />}
    </div>
  );
}

/** The request's notes (newest first, as the server sends them) and the Add Note button. */
export function NotesTab({ requestId }: { requestId: number }) {
  const { data, isFetching } = useGetNotesQuery({ requestId });
  const notes = data?.result ?? [];

  return (
    <Flex vertical gap={12}>
      <AddNote requestId={requestId} />
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
