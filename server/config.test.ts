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
