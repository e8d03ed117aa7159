/** The conversion pool shared by the server, the CLI and the benchmarks (Node only). */
export { ProcessPool, PoolBusyError, PoolClosedError } from './processPool.ts';
export type { JobFailure, PoolLog, PoolOptions, RunOptions, RunResult } from './processPool.ts';
export type { ChildTask, ConvertTask, ConvertValue, TaskValue } from './protocol.ts';
export { childEntry, CHILD_BUNDLE_NAME, CHILD_SOURCE } from './childEntry.ts';
export { bundle } from './bundle.ts';
export { childExecArgv, CHILD_SEMI_SPACE_MB } from './settings.ts';
