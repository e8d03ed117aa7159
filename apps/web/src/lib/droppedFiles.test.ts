import { describe, expect, it } from 'vitest';
import { filesOfEntries, type DropEntry } from './droppedFiles.ts';

function file(name: string): DropEntry {
  const value = new File(['%PDF'], name, { type: 'application/pdf' });
  return { isFile: true, isDirectory: false, name, file: (done) => done(value) };
}

/** A folder whose reader, like Chromium's, hands out its entries in batches of at most `size`. */
function folder(name: string, children: DropEntry[], size = 2): DropEntry {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader: () => {
      let next = 0;
      return {
        readEntries: (done) => {
          const batch = children.slice(next, next + size);
          next += batch.length;
          done(batch);
        },
      };
    },
  };
}

describe('files of a drop', () => {
  it('reads folders depth-first, every batch of their entries, and skips a file that fails', async () => {
    const broken: DropEntry = {
      isFile: true,
      isDirectory: false,
      name: 'gone.pdf',
      file: (_done, failed) => failed(new Error('gone')),
    };
    const files = await filesOfEntries([
      file('a.pdf'),
      folder('2024', [file('jan.pdf'), folder('q2', [file('apr.pdf')]), broken, file('feb.pdf')]),
      file('z.pdf'),
    ]);
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'jan.pdf', 'apr.pdf', 'feb.pdf', 'z.pdf']);
  });

  it('stops at a depth that only a loop or a runaway tree reaches', async () => {
    let deep: DropEntry = file('bottom.pdf');
    for (let level = 0; level < 12; level += 1) deep = folder(`level-${level}`, [deep]);
    expect(await filesOfEntries([deep])).toEqual([]);
    let shallow: DropEntry = file('found.pdf');
    for (let level = 0; level < 3; level += 1) shallow = folder(`level-${level}`, [shallow]);
    expect((await filesOfEntries([shallow])).map((f) => f.name)).toEqual(['found.pdf']);
  });
});
