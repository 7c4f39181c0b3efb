/**
 * A Custom Names component type links its rows by name alone: GetComponentsForLinking lists
 * each name as a row with keytbl 0 and no catalogue fields (openapi.yaml), the server builds
 * those rows from here, and the browser tells them apart by that keytbl.
 */
export const NAME_LINK_KEYTBL = 0;

/** One name of a Custom Names type as a linkable row (the contract's LinkableComponent). */
export function nameLinkRow(gameName: string) {
  return {
    keytbl: NAME_LINK_KEYTBL,
    status: null,
    fileNumber: null,
    manufacturer: null,
    idNumber: null,
    version: null,
    dateCode: null,
    gameName,
    function: null,
    position: null,
  };
}
