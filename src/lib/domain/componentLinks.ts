/** The catalogue fields a link shows (a LinkableComponent of the contract has them all). */
export interface LinkedSoftware {
  keytbl: number;
  gameName: string | null;
  idNumber: string | null;
  function: string | null;
  status: string | null;
  version: string | null;
}

/**
 * What a components-list row holds once linked to catalogue software, whichever way it was
 * linked: chosen in the Link Components table (the browser) or matched by an uploaded
 * software-set CSV (the server). One function, so the same software reads the same.
 * `description` is the row's own, kept when the software names no function.
 */
export function linkedComponentFields(software: LinkedSoftware, description: string) {
  return {
    relatedKeytbl: software.keytbl,
    // The catalogue gives non-game software an empty game name, not null: fall back on its ID number.
    name: software.gameName || software.idNumber || '',
    description: software.function ?? description,
    status: software.status,
    version: software.version,
  };
}
