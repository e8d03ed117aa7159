import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export type DownloadedFile = {
  /** The name the browser suggested (the `download` attribute or Content-Disposition). */
  filename: string;
  /** The file's bytes. */
  bytes: Buffer;
  /** The file's bytes decoded as UTF-8. */
  text: string;
};

/** Runs the user action that starts a download, saves the file and reads it back. */
export async function download(page: Page, action: () => Promise<void>): Promise<DownloadedFile> {
  const [event] = await Promise.all([page.waitForEvent('download'), action()]);
  const folder = await mkdtemp(join(tmpdir(), 'statemint-e2e-download-'));
  const target = join(folder, event.suggestedFilename());
  await event.saveAs(target);
  const failure = await event.failure();
  if (failure !== null)
    throw new Error(`The download of ${event.suggestedFilename()} failed: ${failure}`);
  const bytes = await readFile(target);
  await rm(folder, { recursive: true, force: true });
  return { filename: event.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}
