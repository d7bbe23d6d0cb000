export * from './auth';
export * from './errors';
export * from './parameters';
export * from './system';
export * from './people';
export * from './orders';
export * from './menu';
export * from './menu-lean';
