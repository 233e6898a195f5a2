export * from './options.ts';
export * from './plans.ts';
export * from './errors.ts';
export * from './user.ts';
export * from './stories.ts';
export * from './narration.ts';
export * from './illustration.ts';
export * from './idea-preview.ts';
