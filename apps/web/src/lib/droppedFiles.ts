/**
 * The files of a drop, folders included: a folder dropped on the page arrives as one directory entry, whose
 * files are read (recursively) through the browser's File and Directory Entries API.
 */

/** The parts of the browser's FileSystemEntry this reads (typed here, so tests can build a tree). */
export type DropEntry = {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  file?: (done: (file: File) => void, failed: (error: unknown) => void) => void;
  createReader?: () => {
    readEntries: (done: (entries: DropEntry[]) => void, failed: (error: unknown) => void) => void;
  };
};

/** Deepest folder level read, so a link loop or a huge tree cannot keep the page busy. */
const MAX_DEPTH = 8;

function fileOf(entry: DropEntry): Promise<File | null> {
  return new Promise((resolve) => {
    if (!entry.file) resolve(null);
    else entry.file(resolve, () => resolve(null));
  });
}

/** Every entry of a folder: the reader hands them out in batches until it returns none. */
async function childrenOf(entry: DropEntry): Promise<DropEntry[]> {
  const reader = entry.createReader?.();
  if (!reader) return [];
  const all: DropEntry[] = [];
  for (;;) {
    const batch = await new Promise<DropEntry[]>((resolve) =>
      reader.readEntries(resolve, () => resolve([])),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** The files under the entries, in order, folders read depth-first. */
export async function filesOfEntries(entries: readonly DropEntry[], depth = 0): Promise<File[]> {
  const files: File[] = [];
  for (const entry of entries) {
    if (entry.isFile) {
      const file = await fileOf(entry);
      if (file) files.push(file);
    } else if (entry.isDirectory && depth < MAX_DEPTH) {
      files.push(...(await filesOfEntries(await childrenOf(entry), depth + 1)));
    }
  }
  return files;
}

/** The dropped files, reading into dropped folders; `fromFolder` tells whether any folder was dropped. */
export async function droppedFiles(
  transfer: DataTransfer,
): Promise<{ files: File[]; fromFolder: boolean }> {
  const entries = Array.from(transfer.items ?? [])
    .map((item) => (item.kind === 'file' ? item.webkitGetAsEntry?.() : null))
    .filter((entry): entry is FileSystemEntry => entry !== null && entry !== undefined);
  if (entries.length === 0 || !entries.some((e) => e.isDirectory)) {
    return { files: Array.from(transfer.files), fromFolder: false };
  }
  return { files: await filesOfEntries(entries as unknown as DropEntry[]), fromFolder: true };
}
