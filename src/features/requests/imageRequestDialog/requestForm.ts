import type { Dayjs } from 'dayjs';
import type {
  ImageRequest,
  ImageRequestSubmit,
  Manufacturer,
  Platform,
} from '@/api/generated/binaryRequestApi';
import { toItems, type ComponentRow } from './componentRows';

/**
 * The request form's name: its field ids get a prefix of their own ("imageRequest_description"),
 * unlike any other form open on the page.
 */
export const REQUEST_FORM_NAME = 'imageRequest';

/** What the request form edits; the components list is kept beside it. */
export interface RequestFormValues {
  name: string;
  /** The manufacturer's id (the select's value); the payload carries the platform instead. */
  manufacturerId?: number;
  /** The platform's `mid`. */
  platformMid?: number;
  description: string;
  organizationId?: string;
  priority: boolean;
  priorityDueDate: Dayjs | null;
  gpsPath: string;
}

export function emptyFormValues(organizationId?: string): RequestFormValues {
  return {
    name: '',
    description: '',
    organizationId,
    priority: false,
    priorityDueDate: null,
    gpsPath: '',
  };
}

export function findPlatform(
  manufacturers: readonly Manufacturer[],
  mid: number | undefined,
): { manufacturer: Manufacturer; platform: Platform } | null {
  for (const manufacturer of manufacturers) {
    const platform = manufacturer.platforms.find((candidate) => candidate.mid === mid);
    if (platform) return { manufacturer, platform };
  }
  return null;
}

export function formValuesOf(
  request: ImageRequest,
  manufacturers: readonly Manufacturer[],
  toDate: (value: string) => Dayjs,
): RequestFormValues {
  return {
    name: request.name,
    manufacturerId: findPlatform(manufacturers, request.manufacturerId)?.manufacturer
      .manufacturerId,
    platformMid: request.manufacturerId,
    description: request.description,
    organizationId: request.organizationId,
    priority: request.priority,
    priorityDueDate: request.priorityDueDate ? toDate(request.priorityDueDate) : null,
    gpsPath: request.gpsPath ?? '',
  };
}

/** The spec's "image request submit payload"; call only with validated values. */
export function buildSubmitPayload(args: {
  requestId?: number;
  /** The loaded request's version (edits): the server refuses a save of an older one. */
  version?: number;
  actionId: string;
  values: RequestFormValues;
  platform: Platform;
  rows: readonly ComponentRow[];
}): ImageRequestSubmit {
  const { requestId, version, actionId, values, platform, rows } = args;
  return {
    ...(requestId !== undefined ? { id: requestId } : {}),
    ...(requestId !== undefined && version !== undefined ? { version } : {}),
    submittalAction: actionId,
    components: toItems(rows),
    name: values.name,
    description: values.description,
    manufacturerId: platform.mid,
    manufacturer: platform.name,
    priority: values.priority,
    organizationId: values.organizationId ?? '',
    gpsPath: values.gpsPath,
    ...(values.priority && values.priorityDueDate
      ? { priorityDueDate: values.priorityDueDate.format('YYYY-MM-DD') }
      : {}),
  };
}
