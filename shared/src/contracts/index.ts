export * from './envelope';
export * from './campaign';
export * from './health';
