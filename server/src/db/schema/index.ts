export * from './identity.ts';
export * from './users.ts';
export * from './usage.ts';
export * from './stories.ts';
export * from './reading.ts';
export * from './contact.ts';
export * from './rate-limits.ts';
export * from './job-leases.ts';
