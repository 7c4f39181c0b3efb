import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createPool, type Db } from '../db/pool';
import type { MailMessage } from '../mail/mailer';
import { TEMPLATE_DATABASE, TEST_DEMO_PASSWORD } from './constants';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Every mail the app sent, in order. */
  mails: MailMessage[];
  /** Signs a demo (or any) user in and returns the bearer token. */
  login(username: string, password?: string): Promise<string>;
  /** The authorization header for a user, cached per username. */
  auth(username: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('TEST_PG_ADMIN_URL is not set: run server tests through jest (globalSetup).');
  return url;
}

/** A fresh app on a fresh copy of the seeded demo database. */
export async function createTestApp(): Promise<TestApp> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const db = createPool(url.toString());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-app-'));
  const config = { ...readConfig({ NODE_ENV: 'test' }), dataDir, jwtSecret: 'test-secret-test-secret-test-secret' };
  const mails: MailMessage[] = [];
  const app = await buildApp({ config, db, logger: false, mailer: { send: async (m) => void mails.push(m) } });
  await app.ready();
  const tokens = new Map<string, string>();
  const login = async (username: string, password = TEST_DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: { username, password } });
    const body = res.json() as { success: boolean; message: string; result: { token: string } | null };
    if (!body.success || !body.result) throw new Error(`login ${username} failed: ${body.message}`);
    return body.result.token;
  };
  return {
    app,
    db,
    mails,
    login,
    async auth(username) {
      let token = tokens.get(username);
      if (!token) {
        token = await login(username);
        tokens.set(username, token);
      }
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      await db.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: adminUrl() });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export type { LightMyRequestResponse };
