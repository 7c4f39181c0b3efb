import { row, type Queryable } from '../db/pool';

export interface NewTicket {
  userId: string;
  name: string;
  phoneNumber: string;
  email: string;
  description: string;
}

export interface TicketAttachment {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/** Stores a support ticket and its attachments; run it inside a transaction. */
export async function insertTicket(
  db: Queryable,
  ticket: NewTicket,
  attachments: TicketAttachment[],
): Promise<string> {
  const created = await row<{ id: string }>(
    db,
    `INSERT INTO support_tickets (user_id, name, phone_number, email, description)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [ticket.userId, ticket.name, ticket.phoneNumber, ticket.email, ticket.description],
  );
  if (!created) throw new Error('INSERT INTO support_tickets returned no row');
  for (const file of attachments) {
    await db.query(
      'INSERT INTO support_ticket_attachments (ticket_id, file_name, mime_type, data) VALUES ($1, $2, $3, $4)',
      [created.id, file.fileName, file.mimeType, file.data],
    );
  }
  return created.id;
}
