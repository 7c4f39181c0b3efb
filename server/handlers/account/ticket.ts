import type { Handlers } from '../../contract/types';
import { inTransaction } from '../../db/pool';
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
    // Optional; the contract's pattern (src/lib/domain/phone.ts) has refused a malformed one.
    const phoneNumber = ctx.form.phoneNumber ?? '';
    const files = ctx.files.attachments ?? [];
    await inTransaction(db, async (client) => {
      await insertTicket(
        client,
        { userId: ctx.user.userId, name, phoneNumber, email, description },
        files,
      );
      // Inside the transaction: a ticket is kept only once support has been told about it.
      await mailer.send(
        {
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
        },
        ctx.request.log,
      );
    });
    return { result: null, message: TICKET_SUBMITTED };
  },
};
