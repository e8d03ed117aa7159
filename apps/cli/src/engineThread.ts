/**
 * The engine on a worker thread, for a one-file run (see single.ts): reads the file named in workerData,
 * converts it, and posts the engine's result back as bytes (`v8.serialize`), which single.ts turns back
 * into objects only once this thread and its heap are gone. The bundle ships it as `engine-thread.js`.
 */
import { readFile } from 'node:fs/promises';
import { serialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { extractStatement } from '@statemint/extract';

/** What single.ts hands the thread. */
export type EngineThreadData = { file: string; debug: boolean };

const { file, debug } = workerData as EngineThreadData;
const read = await readFile(file);
// A view, not a copy: the file's bytes are held once.
const bytes = new Uint8Array(read.buffer, read.byteOffset, read.byteLength);
const answer = serialize(await extractStatement(bytes, { debug }));
// Moved, not copied: the bytes are the only copy of the result until the main thread rebuilds it.
parentPort?.postMessage(answer, [answer.buffer]);
