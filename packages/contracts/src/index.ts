export * from './statement.ts';
export * from './errors.ts';
export * from './plans.ts';
export * from './api.ts';
export * from './pages.ts';
export * from './routes.ts';
