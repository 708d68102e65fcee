// The Balance component library. Each group has its own barrel so the groups can grow independently.
export * from './primitives';
export * from './feedback';
export * from './forms';
export * from './modals';
export * from './grid';
export * from './search';
export * from './detail';
export * from './shell';
export * from './reports';
export * from './lazy';
