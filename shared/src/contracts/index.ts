export * from './envelope';
export * from './campaign';
export * from './health';
export * from './notification';
export * from './whatsnew';
export * from './activity';
export * from './home';
export * from './identity';
