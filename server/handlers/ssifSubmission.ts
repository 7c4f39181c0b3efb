import { deletedMessages } from '@/lib/domain/deletedMessages';
import { actorOf, recordAudit } from '../audit/trail';
import { exportAudit, exportList } from '../export/exportFile';
import { submissionsExport } from '../export/listExports';
import type { Handlers } from '../contract/types';
import type { OperationsByTag } from '../generated/operationFacts';
import { canSeeManufacturer } from '../auth/authUser';
import { inTransaction, type Queryable } from '../db/pool';
import { badRequest, notFound } from '../http/errors';
import type { AuthUser } from '../auth/authUser';
import {
  findSubmission,
  listSubmissionComponents,
  listSubmissions,
  removeSubmission,
} from '../repositories/ssifSubmissions';

type SsifOperation = OperationsByTag['SSIFSubmission'];

/** A live submission the user may see, else 404 as if absent. */
async function visibleSubmission(db: Queryable, user: AuthUser, identity: number) {
  const found = await findSubmission(db, identity);
  if (!found || !canSeeManufacturer(user, found.manufacturerId))
    throw notFound(`SSIF submission ${identity} does not exist.`);
  return found;
}

export const ssifSubmissionHandlers: Pick<Handlers, SsifOperation> = {
  async GetSubmissions(ctx) {
    // The SSIF page opens with this flag (spec section 2); there is no separate view flag.
    return { result: await listSubmissions(ctx.services.db, ctx.query, ctx.user.manufacturerIds) };
  },

  async ExportSubmissions(ctx) {
    const { format, ...listQuery } = ctx.query;
    const list = submissionsExport(listQuery, ctx.user.manufacturerIds);
    const file = await exportList(
      ctx.services.db,
      list,
      format,
      exportAudit(ctx, 'GetSubmissions'),
    );
    return { file };
  },

  async GetComponentsForSubmission(ctx) {
    const found = await visibleSubmission(ctx.services.db, ctx.user, ctx.query.identity);
    return { result: await listSubmissionComponents(ctx.services.db, found.identity) };
  },

  async RemoveSubmission(ctx) {
    const { submissionIdentity, manufacturer } = ctx.query;
    const found = await visibleSubmission(ctx.services.db, ctx.user, submissionIdentity);
    if (found.manufacturerName.trim().toLowerCase() !== manufacturer.trim().toLowerCase()) {
      throw badRequest(
        `SSIF submission ${submissionIdentity} belongs to ${found.manufacturerName}, not ${manufacturer}.`,
      );
    }
    await inTransaction(ctx.services.db, async (client) => {
      const cleared = await removeSubmission(client, found, ctx.user.displayName);
      await recordAudit(client, {
        actor: actorOf(ctx),
        kind: 'ssifSubmission',
        action: 'removed',
        target: { id: found.identity, label: found.softwareAlias },
        before: { softwareAlias: found.softwareAlias, manufacturer: found.manufacturerName },
        details: { requestsCleared: cleared },
      });
    });
    return { result: null, message: deletedMessages.submission(found.softwareAlias) };
  },
};
