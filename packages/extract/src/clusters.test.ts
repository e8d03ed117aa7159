import { describe, expect, it } from 'vitest';
import { clustersFromFirst } from './clusters.ts';

describe('clustersFromFirst', () => {
  it("groups sorted edges within the tolerance of each group's first, so a chain cannot drift", () => {
    // 100, 102, 104, 106 lie 2 apart each: with a tolerance of 5, 106 is too far from the first (100).
    const groups = clustersFromFirst(
      [104, 300, 100, 106, 102, 303],
      (x) => x,
      () => 5,
    );
    expect(groups).toEqual([[100, 102, 104], [106], [300, 303]]);
  });

  it("measures with each item's own tolerance", () => {
    const items = [
      { x: 10, tol: 1 },
      { x: 13, tol: 4 },
      { x: 16, tol: 4 },
    ];
    expect(
      clustersFromFirst(
        items,
        (i) => i.x,
        (i) => i.tol,
      ).map((g) => g.map((i) => i.x)),
    ).toEqual([[10, 13], [16]]);
    expect(
      clustersFromFirst(
        [],
        (x: number) => x,
        () => 1,
      ),
    ).toEqual([]);
  });
});
