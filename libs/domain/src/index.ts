export * from './settings.js';
export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export * from './state.js';
export * from './progress.js';
export * from './decide.js';
export * from './rating-scales.js';
