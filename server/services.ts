import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/pool';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './auth/tokens';
import type { EventHub } from './events/hub';
import type { ChallengeTokens } from './auth/secondFactor/challengeToken';

/** What handlers reach beyond their request: one object, built once by the app. */
export interface Services {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  tokens: TokenService;
  log: FastifyBaseLogger;
  /** The live event stream's subscribers and listener (server/events/hub.ts). */
  events: EventHub;
  /** Two-factor sign-in: the key of the TOTP secrets at rest, and Login's challenge tokens. */
  secondFactor: { key: Buffer; challenges: ChallengeTokens };
}
