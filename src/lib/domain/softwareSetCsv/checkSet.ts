import { checkRepeats } from './checkFile';
import { MESSAGES, type Problem, type SoftwareSetRow } from './rules';

/** What the server knows of a manufacturer, as far as a software set needs it. */
export interface SetupComponentType {
  componentID: number;
  componentType: string;
  displayName: string;
  required: boolean;
  gameComponent: boolean;
  requireKeytbl: boolean;
}

export interface SetupPlatform {
  mid: number;
  platform: string;
  name: string;
  /** Active types of the default jurisdiction (129), by display name. */
  componentTypes: SetupComponentType[];
}

export interface ManufacturerSetup {
  id: number;
  name: string;
  platforms: SetupPlatform[];
}

export interface ResolvedRow {
  row: SoftwareSetRow;
  type: SetupComponentType;
}

export interface SetCheck {
  problems: Problem[];
  platform?: SetupPlatform;
  /** Every row with its component type; complete only when `problems` is empty. */
  resolved: ResolvedRow[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findPlatform(
  manufacturer: ManufacturerSetup,
  value: string,
): SetupPlatform | undefined {
  return manufacturer.platforms.find((p) => same(p.platform, value) || same(p.name, value));
}

export function findComponentType(
  platform: SetupPlatform,
  value: string,
): SetupComponentType | undefined {
  return platform.componentTypes.find(
    (t) => same(t.displayName, value) || same(t.componentType, value),
  );
}

/**
 * The rules that need the server's data: the manufacturer is known, the platform is one of
 * its platforms (or, for an image request, the request's own platform), each component type
 * is active there, game rows name their game, every required type has a row, and no
 * (Component Type, ID Number, Version) repeats once types are resolved (a type's display
 * name and its code name the same type). `rows` have passed readSoftwareSet. Pure: the
 * server loads the setup.
 */
export function checkSoftwareSet(
  rows: readonly SoftwareSetRow[],
  manufacturer: ManufacturerSetup | undefined,
  expectedPlatform?: SetupPlatform,
): SetCheck {
  const problems: Problem[] = [];
  const first = rows[0];
  if (!first) return { problems, resolved: [] };
  // readSoftwareSet already reported rows whose manufacturer or platform differs from the first.
  if (!manufacturer) {
    return {
      problems: [{ line: first.line, text: MESSAGES.unknownManufacturer(first.manufacturer) }],
      resolved: [],
    };
  }
  if (expectedPlatform && !manufacturer.platforms.some((p) => p.mid === expectedPlatform.mid)) {
    return {
      problems: [
        {
          line: first.line,
          text: MESSAGES.wrongManufacturer(first.manufacturer, expectedPlatform.name),
        },
      ],
      resolved: [],
    };
  }
  const platform = findPlatform(manufacturer, first.platform);
  if (!platform) {
    return {
      problems: [
        { line: first.line, text: MESSAGES.unknownPlatform(first.platform, manufacturer.name) },
      ],
      resolved: [],
    };
  }
  if (expectedPlatform && platform.mid !== expectedPlatform.mid) {
    return {
      problems: [
        { line: first.line, text: MESSAGES.wrongPlatform(first.platform, expectedPlatform.name) },
      ],
      resolved: [],
    };
  }

  const resolved: ResolvedRow[] = [];
  for (const row of rows) {
    const type = findComponentType(platform, row.componentType);
    if (!type) {
      if (row.componentType !== '')
        problems.push({
          line: row.line,
          text: MESSAGES.unknownComponentType(row.componentType, platform.name),
        });
      continue;
    }
    resolved.push({ row, type });
    if (type.gameComponent && row.gameName === '')
      problems.push({ line: row.line, text: MESSAGES.gameNameRequired(type.displayName) });
  }
  problems.push(...checkRepeats(resolved, (r) => r.type.componentID));
  const present = new Set(resolved.map((r) => r.type.componentID));
  for (const type of platform.componentTypes) {
    if (type.required && !present.has(type.componentID))
      problems.push({ line: null, text: MESSAGES.missingRequiredType(type.displayName) });
  }
  return { problems, platform, resolved };
}
