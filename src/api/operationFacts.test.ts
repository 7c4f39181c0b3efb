/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readOperationFacts } from '../../scripts/operationFacts';

/** A contract of one operation, with `operation` merged over a valid signed-in one. */
function contract(operation: Record<string, unknown>): unknown {
  return {
    paths: {
      '/api/Thing/GetThing': {
        get: {
          tags: ['Thing'],
          operationId: 'GetThing',
          'x-access': 'signedIn',
          'x-fallback-message': 'Failed to get thing.',
          ...operation,
        },
      },
    },
    components: {
      schemas: {
        Permissions: { properties: { canViewAdminPage: {}, canViewRequestsPage: {} } },
      },
    },
  };
}

const refusal = (operation: Record<string, unknown>) => () =>
  readOperationFacts(contract(operation));

describe('operation facts (x- extensions of openapi.yaml)', () => {
  it('reads every operation of the contract', () => {
    const doc: unknown = parse(
      fs.readFileSync(path.resolve(__dirname, '../../openapi.yaml'), 'utf8'),
    );
    const facts = readOperationFacts(doc);
    expect(facts.length).toBeGreaterThan(60);
    expect(facts.find((f) => f.operationId === 'AddOrganizationUsers')).toMatchObject({
      gate: {
        anyOf: ['canEditOrganizationUsers'],
        message: "You don't  have permission to add user to organization",
      },
      errorPolicy: 'snackbar',
    });
    expect(facts.find((f) => f.operationId === 'Login')).toMatchObject({
      gate: 'public',
      rateLimit: 'auth',
      errorPolicy: 'screen',
    });
  });

  it('normalises the object form and defaults the error policy', () => {
    const [facts] = readOperationFacts(
      contract({
        'x-access': { signedIn: true, manufacturerRestricted: true, rules: ['Own only.'] },
        'x-quota': 'upload',
      }),
    );
    expect(facts).toEqual({
      operationId: 'GetThing',
      verb: 'get',
      path: '/api/Thing/GetThing',
      tag: 'Thing',
      gate: 'signedIn',
      manufacturerRestricted: true,
      rules: ['Own only.'],
      quota: 'upload',
      fallbackMessage: 'Failed to get thing.',
      errorPolicy: 'snackbar',
      beforeEnrolment: false,
    });
  });

  it('reads x-before-enrolment, for signed-in operations only', () => {
    const [facts] = readOperationFacts(contract({ 'x-before-enrolment': true }));
    expect(facts?.beforeEnrolment).toBe(true);
    expect(facts?.gate).toBe('signedIn');
    const doc: unknown = parse(
      fs.readFileSync(path.resolve(__dirname, '../../openapi.yaml'), 'utf8'),
    );
    expect(
      readOperationFacts(doc)
        .filter((f) => f.beforeEnrolment)
        .map((f) => f.operationId),
    ).toEqual([
      'Logout',
      'GetSecondFactors',
      'StartTotpSetup',
      'ConfirmTotpSetup',
      'StartPasskeyRegistration',
      'FinishPasskeyRegistration',
    ]);
  });

  it.each([
    ['no x-access', { 'x-access': undefined }, 'has no x-access'],
    ['public without security: []', { 'x-access': 'public' }, 'must go together'],
    ['security: [] without public', { security: [] }, 'must go together'],
    ['an unknown flag', { 'x-access': { anyOf: ['canFly'] } }, "'canFly', not a property"],
    ['a flag twice', { 'x-access': { anyOf: ['canViewAdminPage', 'canViewAdminPage'] } }, 'once'],
    ['signedIn and anyOf', { 'x-access': { signedIn: true, anyOf: ['canViewAdminPage'] } }, 'one'],
    ['a message without anyOf', { 'x-access': { signedIn: true, message: 'No.' } }, 'anyOf'],
    ['an unknown access key', { 'x-access': { signedIn: true, owner: true } }, "'owner'"],
    ['a misspelt extension', { 'x-acess': 'public' }, 'unknown extension x-acess'],
    ['an unknown rate limit', { 'x-rate-limit': 'burst' }, 'x-rate-limit must be'],
    ['an unknown quota', { 'x-quota': 'files' }, 'x-quota must be'],
    ['no fallback message', { 'x-fallback-message': '' }, 'x-fallback-message'],
    ['an unknown error policy', { 'x-error-policy': 'silent' }, 'x-error-policy must be'],
    ['two tags', { tags: ['Thing', 'Other'] }, 'exactly one tag'],
    ['a non-boolean x-before-enrolment', { 'x-before-enrolment': 'yes' }, 'true or false'],
    [
      'x-before-enrolment on a public operation',
      { 'x-access': 'public', security: [], 'x-before-enrolment': true },
      'signed-in operations',
    ],
  ])('refuses %s', (_case, operation, problem) => {
    expect(refusal(operation)).toThrow(problem);
  });
});
