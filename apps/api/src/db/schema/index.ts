/** The whole Drizzle schema; `db:generate` writes migrations for it into `apps/api/db/migrations`. */
export * from './auth';
export * from './company';
export * from './platform';
export * from './policy';
export * from './sys';
export * from './sys-config';
export * from './policy-service';
