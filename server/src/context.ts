import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Identity } from './modules/auth/identity.ts';

/** What every module's routes and services are given: built once in app.ts from configuration. */
export interface AppContext {
  config: Config;
  database: Database;
  identity: Identity;
}
