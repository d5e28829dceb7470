export * from './auth.js';
export * from './instance-document.js';
export * from './instances.js';
export * from './jobs.js';
export * from './realtime.js';
export * from './sessions.js';
export * from './templates.js';
export * from './validation.js';
