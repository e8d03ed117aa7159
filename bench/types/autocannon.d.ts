// autocannon ships no type declarations; its results are read field by field in server.ts.
declare module 'autocannon';
