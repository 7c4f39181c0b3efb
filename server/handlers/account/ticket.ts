import type { Handlers } from '../../contract/types';
import { inTransaction } from '../../db/pool';
import { badRequest } from '../../http/errors';
import { isValidPhone } from '@/lib/domain/phone';
import { insertTicket } from '../../repositories/tickets';
import { requireText } from './fields';

export const TICKET_SUBMITTED = 'Thank you. Your support ticket has been submitted.';

/** Where support tickets go: SUPPORT_EMAIL, else the lab's default support box. */
function supportAddress(): string {
  return process.env.SUPPORT_EMAIL?.trim() || 'support@image-requests.local';
}

/** A support ticket: stored, and mailed to support. */
export const ticketHandlers: Pick<Handlers, 'SubmitTicket'> = {
  async SubmitTicket(ctx) {
    const { db, mailer } = ctx.services;
    const name = requireText(ctx.form.name, 'Full name', 'name');
    const email = requireText(ctx.form.email, 'E-mail address', 'email');
    const description = requireText(ctx.form.description, 'Description', 'description');
    const phoneNumber = ctx.form.phoneNumber?.trim() ?? '';
    if (!isValidPhone(phoneNumber)) {
      throw badRequest(
        'Not a valid phone number: use at least 10 digits or dashes, e.g. 555-123-4567.',
      );
    }
    const files = ctx.files.attachments ?? [];
    await inTransaction(db, async (client) => {
      await insertTicket(
        client,
        { userId: ctx.user.userId, name, phoneNumber, email, description },
        files,
      );
      // Inside the transaction: a ticket is kept only once support has been told about it.
      await mailer.send({
        to: supportAddress(),
        subject: `Support ticket from ${name}`,
        text: [
          `From: ${name} <${email}>${phoneNumber ? `, phone ${phoneNumber}` : ''}`,
          `Signed in as: ${ctx.user.username} (${ctx.user.displayName})`,
          '',
          description,
          '',
          files.length
            ? `Attachments (stored with the ticket): ${files.map((f) => f.fileName).join(', ')}`
            : 'No attachments.',
        ].join('\n'),
      });
    });
    return { result: null, message: TICKET_SUBMITTED };
  },
};
