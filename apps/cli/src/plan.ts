import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ExportOptions } from '@statemint/export';
import { FORMAT_SUFFIX, type CliFormat, type CliOptions } from './args.ts';

/** One file to convert; `output` null means stdout, `debugOutput` null means stderr. */
export type Job = {
  input: string;
  output: string | null;
  format: CliFormat;
  /** The date layout and European CSV choices, as the exports take them. */
  exportOptions: ExportOptions;
  debug: boolean;
  debugOutput: string | null;
};

export type Plan =
  | { kind: 'jobs'; jobs: Job[]; batch: boolean; outDir: string | null }
  | { kind: 'usage'; message: string };

const PDF_EXTENSION = /\.pdf$/i;
/** Suffix of the debug trace written beside an output file. */
export const DEBUG_SUFFIX = '.debug.json';

type Source = { file: string; relative: string };

/** Expands folders (recursively, *.pdf) and maps every input to its output path. */
export async function planJobs(options: CliOptions): Promise<Plan> {
  const sources: Source[] = [];
  let sawFolder = false;
  for (const input of options.inputs) {
    const info = await stat(input).catch(() => null);
    if (info === null) return { kind: 'usage', message: `no such file or folder: ${input}` };
    if (info.isDirectory()) {
      sawFolder = true;
      const found = await findPdfs(input);
      sources.push(...found.map((file) => ({ file, relative: path.relative(input, file) })));
    } else {
      sources.push({ file: input, relative: path.basename(input) });
    }
  }
  if (sources.length === 0)
    return { kind: 'usage', message: 'no PDF files found in the given folders' };

  const batch = sawFolder || sources.length > 1;
  const { format, debug } = options;
  const outIsDir =
    options.out !== null &&
    (batch || ((await stat(options.out).catch(() => null))?.isDirectory() ?? false));

  const jobs = sources.map(({ file, relative }): Job => {
    let output: string | null;
    if (options.out !== null && !outIsDir) output = options.out;
    // Folder inputs keep their sub-folders so that a/x.pdf and b/x.pdf do not collide.
    else if (options.out !== null) output = path.join(options.out, withSuffix(relative, format));
    else if (!batch && format !== 'xlsx') output = null;
    else output = withSuffix(file, format);
    return {
      input: file,
      output,
      format,
      exportOptions: { dateFormat: options.dateFormat, european: options.european },
      debug,
      debugOutput: debug && output !== null ? `${output}${DEBUG_SUFFIX}` : null,
    };
  });

  const seen = new Map<string, string>();
  for (const job of jobs) {
    if (job.output === null) continue;
    const key = path.resolve(job.output);
    const other = seen.get(key);
    if (other !== undefined) {
      return {
        kind: 'usage',
        message: `${other} and ${job.input} would both be written to ${job.output}`,
      };
    }
    seen.set(key, job.input);
  }
  return { kind: 'jobs', jobs, batch, outDir: outIsDir ? options.out : null };
}

/** `statements/march.pdf` with format csv becomes `statements/march.csv`. */
export function withSuffix(file: string, format: CliFormat): string {
  const base = file.replace(PDF_EXTENSION, '');
  return `${base}${FORMAT_SUFFIX[format]}`;
}

async function findPdfs(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && PDF_EXTENSION.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
