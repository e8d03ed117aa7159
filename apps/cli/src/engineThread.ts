/**
 * The engine on a worker thread, for a one-file run (see single.ts): reads the file named in workerData,
 * converts it, and posts the engine's result back. The bundle ships it as `engine-thread.js`.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { extractStatement } from '@statemint/extract';

/** What single.ts hands the thread. */
export type EngineThreadData = { file: string; debug: boolean };

const { file, debug } = workerData as EngineThreadData;
const bytes = new Uint8Array(await readFile(file));
parentPort?.postMessage(await extractStatement(bytes, { debug }));
