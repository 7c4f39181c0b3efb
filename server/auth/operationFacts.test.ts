import { MANUFACTURER_RESTRICTED, OPERATION_ACCESS } from '../generated/operationFacts';
import type { OperationId } from '../contract/types';
import { PERMISSION_MATRIX, type MatrixRow } from '../test/permissionMatrix';

/*
 * The x-access facts of openapi.yaml against the permission matrix the server is tested with
 * (server/http/permissionMatrix.test.ts): what the contract says must be what the server does.
 */
const isOperation = (name: string): name is OperationId => Object.hasOwn(OPERATION_ACCESS, name);
const rows = Object.entries(PERMISSION_MATRIX).filter((row): row is [OperationId, MatrixRow] =>
  isOperation(row[0]),
);

describe('operation facts agree with the permission matrix', () => {
  it.each(rows)('%s is public exactly when an anonymous call succeeds', (operation, outcomes) => {
    expect(OPERATION_ACCESS[operation] === 'public').toBe(outcomes.anonymous === 'ok');
  });

  it('marks manufacturerRestricted every operation that hides another manufacturer’s record', () => {
    const hiding = rows
      .filter(([, outcomes]) => Object.values(outcomes).includes('own'))
      .map(([operation]) => operation);
    expect(hiding.filter((operation) => !MANUFACTURER_RESTRICTED.has(operation))).toEqual([]);
  });
});
