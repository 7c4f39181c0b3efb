import { DEFAULT_POOL_SIZE, readConfig } from './config';

describe('DB_POOL_SIZE', () => {
  it('defaults to 10 connections, takes a whole number, and stops the start on anything else', () => {
    expect(DEFAULT_POOL_SIZE).toBe(10);
    expect(readConfig({}).dbPoolSize).toBe(10);
    expect(readConfig({ DB_POOL_SIZE: '25' }).dbPoolSize).toBe(25);
    for (const bad of ['0', '-3', '2.5', 'many']) {
      expect(() => readConfig({ DB_POOL_SIZE: bad })).toThrow(
        `DB_POOL_SIZE must be a whole number above 0, not ${bad}`,
      );
    }
  });
});

describe('single sign-on settings', () => {
  const oidc = { OIDC_ISSUER: 'https://login.example.com/realms/lab', OIDC_CLIENT_ID: 'ir' };

  it('is off without OIDC_ISSUER; password sign-in is on by default', () => {
    expect(readConfig({})).toMatchObject({ oidc: undefined, passwordLogin: true });
    expect(readConfig({ ...oidc, OIDC_LABEL: 'Lab ID' }).oidc).toMatchObject({
      issuer: oidc.OIDC_ISSUER,
      clientId: 'ir',
      label: 'Lab ID',
      roleClaim: undefined,
    });
  });

  it('stops the start on settings no one could sign in with', () => {
    expect(() => readConfig({ PASSWORD_LOGIN: 'false' })).toThrow('needs OIDC_ISSUER');
    expect(() => readConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow('set together');
    expect(() => readConfig({ ...oidc, OIDC_ISSUER: 'http://idp.example.com' })).toThrow('https');
    expect(readConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
    expect(readConfig({ ...oidc, PASSWORD_LOGIN: 'false' }).passwordLogin).toBe(false);
  });
});
