export * from './codec';
export * from './settings';
