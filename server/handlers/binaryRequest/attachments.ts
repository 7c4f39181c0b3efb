import { requirePermission } from '../../auth/authUser';
import type { Handlers } from '../../contract/types';
import { inTransaction } from '../../db/pool';
import { publishChange } from '../../events/publish';
import type { components } from '@/api/generated/openapi';
import { badRequest, notFound } from '../../http/errors';
import { notifyFollowers } from '../../notifications/notify';
import {
  findAttachmentFile,
  insertAttachment,
  recordEvent,
  requestAttachments,
  type AttachmentRow,
} from '../../repositories/requestActivity';
import { canEdit, visibleRequest } from './access';

type Schemas = components['schemas'];

const attachmentOut = (a: AttachmentRow): Schemas['Attachment'] => ({
  objectId: a.objectId,
  fileName: a.fileName,
  filePath: `/api/BinaryRequest/GetAttachment?attachmentId=${a.objectId}`,
  fileDescription: a.fileDescription,
  uploadedBy: a.uploadedBy,
  uploadDate: a.uploadDate.toISOString(),
});

/** A request's attached files: the list, one file's download, and uploading more. */
export const attachmentHandlers: Pick<
  Handlers,
  'GetAttachments' | 'GetAttachment' | 'AddAttachments'
> = {
  async GetAttachments({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    return { result: (await requestAttachments(services.db, request.id)).map(attachmentOut) };
  },

  async GetAttachment({ user, query, services }) {
    const file = await findAttachmentFile(services.db, query.attachmentId, user.manufacturerIds);
    if (!file) throw notFound('Attachment not found.');
    return { file: { fileName: file.fileName, mimeType: file.mimeType, data: file.data } };
  },

  async AddAttachments({ user, form, files, services }) {
    // The contract has checked it is a whole number from 1, and that a file came (minItems).
    const requestId = Number(form.requestId);
    const fileDescription = (form.fileDescription ?? '').trim();
    const uploads = files.attachments ?? [];
    const saved = await inTransaction(services.db, async (client) => {
      const request = await visibleRequest(client, user, requestId, true);
      if (!canEdit(user, request)) requirePermission(user, 'canEditBinaryRequest');
      if (!fileDescription) throw badRequest('A file description is required.');
      const added: AttachmentRow[] = [];
      for (const file of uploads) {
        added.push(
          await insertAttachment(
            client,
            request.id,
            {
              fileName: file.fileName,
              mimeType: file.mimeType || 'application/octet-stream',
              data: file.data,
            },
            fileDescription,
            user.displayName,
          ),
        );
      }
      await recordEvent(
        client,
        request.id,
        'Attachments Added',
        `${fileDescription}: ${added.map((a) => a.fileName).join(', ')}`,
        user.displayName,
      );
      for (const { objectId } of added) {
        const change = { recordId: objectId, requestId: request.id, actorId: user.userId };
        await publishChange(client, { kind: 'attachment', ...change });
      }
      await notifyFollowers(client, services.config.publicUrl, {
        requestId: request.id,
        activity: 'attachmentAdded',
        text: added.map((a) => a.fileName).join(', '),
        actor: user,
      });
      return added;
    });
    return { result: saved.map(attachmentOut), message: 'Attachments added successfully' };
  },
};
