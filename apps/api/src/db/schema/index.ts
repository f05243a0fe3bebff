/** The whole Drizzle schema; `db:generate` writes migrations for it into `apps/api/db/migrations`. */
export * from './auth';
export * from './company';
export * from './platform';
export * from './policy';
export * from './sys';
export * from './sys-config';
export * from './policy-service';
export * from './cms';
export * from './land';
export * from './tech';
export * from './training';
export * from './appeal';
export * from './customer-service';
export * from './portal';
export * from './questionnaire';
export * from './abuse';
