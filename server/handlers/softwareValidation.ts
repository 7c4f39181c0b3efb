import { exportAudit, exportList } from '../export/exportFile';
import { softwareValidationsExport } from '../export/listExports';
import type { HandlerContext, HandlerOutput, Handlers, UploadedFile } from '../contract/types';
import type { OperationsByTag } from '../generated/operationFacts';
import type { AuthUser } from '../auth/authUser';
import { canSeeManufacturer, requirePermission } from '../auth/authUser';
import { inTransaction, type Queryable } from '../db/pool';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import {
  findPlatformOwner,
  findSoftwareValidation,
  findUploadedSoftware,
  insertSoftwareValidation,
  listSoftwareValidations,
  listValidationComponents,
  loadManufacturerSetup,
  organizationExists,
  type CatalogueSoftware,
} from '../repositories/softwareValidations';
import {
  checkSoftwareSet,
  type ManufacturerSetup,
  type ResolvedRow,
  type SetupPlatform,
} from '@/lib/domain/softwareSetCsv/checkSet';
import { readSoftwareSet } from '@/lib/domain/softwareSetCsv/checkFile';
import { looksBinary } from '@/lib/domain/softwareSetCsv/parseCsv';
import {
  MAX_FILE_BYTES,
  MESSAGES,
  formatProblems,
  isCsvFileName,
  softwareKey,
  type Problem,
} from '@/lib/domain/softwareSetCsv/rules';
import { linkComponents, parseComponentList } from '../softwareSet/linkComponents';

type SoftwareValidationOperation = OperationsByTag['SoftwareValidation'];

type SubmitContext = HandlerContext<'SubmitSoftwareValidation'>;
type SubmitOutput = HandlerOutput<'SubmitSoftwareValidation'>;

const RESTRICTED_MESSAGE = 'You may only submit software sets of your manufacturers.';
const SUCCESS_MESSAGE = 'Software Validation submitted successfully';

/** The uploaded CSV, refused (400 / 413) when it is absent, not .csv or too large. */
function softwareFile(ctx: SubmitContext): UploadedFile {
  const file = ctx.files.softwareFile?.[0];
  if (!file) throw badRequest(MESSAGES.fileRequired);
  if (!isCsvFileName(file.fileName)) throw badRequest(MESSAGES.notCsv);
  if (file.data.length > MAX_FILE_BYTES) throw new ApiError(413, MESSAGES.tooLarge);
  // Not a text file at all (a spreadsheet, a picture): refused like a wrong file type.
  if (looksBinary(file.data)) throw badRequest(MESSAGES.notText, 'softwareFile');
  return file;
}

function outcome(
  resultType: 'Error' | 'SoftwareNotFound',
  problems: Problem[],
  fileName: string,
): SubmitOutput {
  const message = formatProblems(problems);
  return { result: { resultType, message, currentFileUsed: fileName, components: null }, message };
}

function required(value: string | undefined, field: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw badRequest(`${field} is required.`);
  return trimmed;
}

interface CheckedSet {
  manufacturer: ManufacturerSetup;
  platform: SetupPlatform;
  resolved: ResolvedRow[];
  software: Map<string, CatalogueSoftware>;
}

/**
 * Parses and checks the file; answers an Error or SoftwareNotFound outcome, or the checked
 * set. A restricted user naming another manufacturer's set is refused (403).
 */
async function checkFile(
  ctx: SubmitContext,
  user: AuthUser,
  file: UploadedFile,
  requestPlatform?: SetupPlatform,
): Promise<SubmitOutput | CheckedSet> {
  const parsed = readSoftwareSet(file.data);
  const named = parsed.rows.find((r) => r.manufacturer !== '')?.manufacturer;
  const manufacturer = named
    ? await loadManufacturerSetup(ctx.services.db, { name: named })
    : undefined;
  // An image request's platform was access-checked already; its file naming another manufacturer is an Error.
  if (manufacturer && !requestPlatform && !canSeeManufacturer(user, manufacturer.id))
    throw forbidden(RESTRICTED_MESSAGE);
  if (parsed.problems.length > 0) return outcome('Error', parsed.problems, file.fileName);

  const checked = checkSoftwareSet(parsed.rows, manufacturer, requestPlatform);
  if (checked.problems.length > 0 || !manufacturer || !checked.platform)
    return outcome('Error', checked.problems, file.fileName);

  const software = await findUploadedSoftware(
    ctx.services.db,
    manufacturer.id,
    checked.resolved.map((r) => r.row),
  );
  // Only types that need linkage must be in the catalogue; a custom-name type (a printer) is not catalogued.
  const missing = checked.resolved.filter(
    (r) => r.type.requireKeytbl && !software.has(softwareKey(r.row.idNumber, r.row.version)),
  );
  if (missing.length > 0) {
    const problems = missing.map((r) => ({
      line: r.row.line,
      text: MESSAGES.softwareNotFound(r.row.idNumber, r.row.version, manufacturer.name),
    }));
    return outcome('SoftwareNotFound', problems, file.fileName);
  }
  return { manufacturer, platform: checked.platform, resolved: checked.resolved, software };
}

/** A new software set: stored as a software validation on Success. */
async function submitSoftwareSet(ctx: SubmitContext): Promise<SubmitOutput> {
  const { user, form } = ctx;
  requirePermission(user, 'canCreateSoftwareValidation');
  const name = required(form.validationName, 'Validation name');
  const description = required(form.description, 'Description');
  const file = softwareFile(ctx);
  const organizationId = form.organizationId?.trim() || null;
  if (organizationId && !(await organizationExists(ctx.services.db, organizationId)))
    throw badRequest('The organization does not exist.');

  const checked = await checkFile(ctx, user, file);
  if (!('resolved' in checked)) return checked;
  const { manufacturer, platform, resolved, software } = checked;
  const validationId = await inTransaction(ctx.services.db, (client) =>
    insertSoftwareValidation(client, {
      name,
      description,
      manufacturerId: manufacturer.id,
      manufacturerName: manufacturer.name,
      mid: platform.mid,
      organizationId,
      createdById: user.userId,
      createdByName: user.displayName,
      fileName: file.fileName,
      fileData: file.data,
      components: resolved.map(({ row, type }) => ({
        name: row.componentName,
        componentType: type.displayName,
        status: software.get(softwareKey(row.idNumber, row.version))?.status ?? 'Not Linked',
        required: type.required,
      })),
    }),
  );
  return {
    result: {
      resultType: 'Success',
      message: SUCCESS_MESSAGE,
      currentFileUsed: file.fileName,
      components: null,
      validationId,
    },
    message: SUCCESS_MESSAGE,
  };
}

/** An image request's upload: links matching software into its components list; stores nothing. */
async function submitForImageRequest(
  ctx: SubmitContext,
  componentsJson: string,
): Promise<SubmitOutput> {
  const { user, form } = ctx;
  if (!user.permissions.canCreateBinaryRequest && !user.permissions.canEditBinaryRequest) {
    requirePermission(user, 'canCreateBinaryRequest');
  }
  const list = parseComponentList(componentsJson);
  if (!list) throw badRequest('components must be a JSON array of components list items.');
  const mid = Number(form.manufacturerId);
  if (!Number.isInteger(mid) || mid < 1)
    throw badRequest('manufacturerId (the platform) is required.');
  const file = softwareFile(ctx);
  const owner = await findPlatformOwner(ctx.services.db, mid);
  if (!owner) throw badRequest(`Platform ${mid} does not exist.`);
  if (!canSeeManufacturer(user, owner.manufacturerId)) throw forbidden(RESTRICTED_MESSAGE);
  const manufacturer = await loadManufacturerSetup(ctx.services.db, { id: owner.manufacturerId });
  const platform = manufacturer?.platforms.find((p) => p.mid === mid);
  if (!manufacturer || !platform) throw badRequest(`Platform ${mid} does not exist.`);

  const checked = await checkFile(ctx, user, file, platform);
  if (!('resolved' in checked)) return checked;
  const updated = linkComponents(list, checked.resolved, checked.software, platform);
  return {
    result: {
      resultType: 'Success',
      message: SUCCESS_MESSAGE,
      currentFileUsed: file.fileName,
      components: updated,
    },
    message: SUCCESS_MESSAGE,
  };
}

/** A validation the user may see, else 404 as if absent. */
async function visibleValidation(db: Queryable, user: AuthUser, id: number) {
  const found = await findSoftwareValidation(db, id);
  if (!found || !canSeeManufacturer(user, found.manufacturerId))
    throw notFound(`Software validation ${id} does not exist.`);
  return found;
}

export const softwareValidationHandlers: Pick<Handlers, SoftwareValidationOperation> = {
  async SubmitSoftwareValidation(ctx) {
    const components = ctx.form.components;
    return components === undefined
      ? submitSoftwareSet(ctx)
      : submitForImageRequest(ctx, components);
  },

  async GetRemoteVerificationData(ctx) {
    const found = await visibleValidation(ctx.services.db, ctx.user, ctx.query.softwareId);
    return { result: { softwareAlias: found.name, filename: found.fileName } };
  },

  async GetSoftwareValidations(ctx) {
    return {
      result: await listSoftwareValidations(ctx.services.db, ctx.query, ctx.user.manufacturerIds),
    };
  },

  async ExportSoftwareValidations(ctx) {
    const { format, ...listQuery } = ctx.query;
    const list = softwareValidationsExport(listQuery, ctx.user.manufacturerIds);
    const file = await exportList(
      ctx.services.db,
      list,
      format,
      exportAudit(ctx, 'GetSoftwareValidations'),
    );
    return { file };
  },

  async GetComponentsForValidation(ctx) {
    const found = await visibleValidation(ctx.services.db, ctx.user, ctx.query.softwareId);
    return { result: await listValidationComponents(ctx.services.db, found.id) };
  },
};
