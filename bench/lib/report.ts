/** Small helpers for printing tables to the console and to Markdown reports. */

export function pct(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

export function fixed(x: number, digits = 4): string {
  return Number.isFinite(x) ? x.toFixed(digits) : '-';
}

/** A Markdown table; cells are escaped for pipes. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const esc = (c: string | number): string => String(c).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.map(esc).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

/** A plain-text table with padded columns for the console. */
export function textTable(header: string[], rows: (string | number)[][]): string {
  const all = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...all.map((r) => String(r[i] ?? '').length)));
  return all.map((r) => r.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

/** Reads `--name value` and `--flag` arguments. */
export function args(argv: string[]): {
  get: (name: string) => string | undefined;
  has: (name: string) => boolean;
} {
  return {
    get: (name) => {
      const i = argv.indexOf(`--${name}`);
      return i >= 0 ? argv[i + 1] : undefined;
    },
    has: (name) => argv.includes(`--${name}`),
  };
}
