/**
 * Stage (b): each input through the `convert` CLI as a user runs it (`npm run --silent convert -- file`).
 * The contract: exit 0 with the statement on stdout and on stderr only its verdict summary; exit 2 with
 * exactly one `error: <code>: <message>` line for bad input; exit 1 only for an internal fault, which bad
 * input must never cause.
 */
import { EXTRACT_ERROR_CODES } from '@statemint/contracts';
import { runCapped } from './lib/capped.ts';
import { ROOT } from '../lib/serverHarness.ts';

export type CliLimits = { dataMb: number; timeoutMs: number };
/** The CLI converts one file in its main thread with Node's default heap; the data cap only protects the machine. */
export const DEFAULT_CLI_LIMITS: CliLimits = { dataMb: 8192, timeoutMs: 90_000 };

export type CliFinding = 'crash' | 'hang' | 'fault' | 'contract';

export type CliVerdict = {
  name: string;
  /** `converted`, `error:<code>`, `fault`, `crash` or `hang`. */
  outcome: string;
  exitCode: number | null;
  detail: string;
  findings: CliFinding[];
  ms: number;
  peakRssMb: number;
  transactions?: number;
};

const ERROR_LINE = /^error: ([a-z_]+): (.+)$/;
/** A line of the verdict summary a converted file gets on stderr (apps/cli/src/verdict.ts). */
const SUMMARY_LINE =
  /^(?:account \d+ of \d+(?: \(.*\))?: )?(?:verified|not checked|MISMATCH|warning): ./;

export async function cliVerdict(
  name: string,
  file: string,
  limits: CliLimits,
): Promise<CliVerdict> {
  // The CLI's own time bound sits well inside the harness's, so a slow file must end in exit 2, not a hang.
  const timeLimitS = String(Math.floor(limits.timeoutMs / 1000 / 2));
  const run = await runCapped(
    'npm',
    ['run', '--silent', 'convert', '--', file, '--time-limit', timeLimitS],
    {
      dataBytes: limits.dataMb * 2 ** 20,
      timeoutMs: limits.timeoutMs,
      cwd: ROOT,
      tree: true,
    },
  );
  const base = { name, exitCode: run.exitCode, ms: run.ms, peakRssMb: run.peakRssKb / 1024 };
  const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
  const firstLine = (lines[0] ?? '').slice(0, 200);
  if (run.timedOut) {
    return {
      ...base,
      outcome: 'hang',
      detail: `no answer in ${limits.timeoutMs / 1000} s`,
      findings: ['hang'],
    };
  }
  if (run.exitCode === 0) {
    try {
      const statement = JSON.parse(run.stdout) as { transactions?: unknown[] };
      const transactions = Array.isArray(statement.transactions)
        ? statement.transactions.length
        : 0;
      const stray = lines.find((l) => !SUMMARY_LINE.test(l));
      const findings: CliFinding[] = stray === undefined ? [] : ['contract'];
      return {
        ...base,
        outcome: 'converted',
        detail: `${transactions} transactions${stray === undefined ? '' : `; stderr: ${stray.slice(0, 200)}`}`,
        findings,
        transactions,
      };
    } catch {
      return {
        ...base,
        outcome: 'converted',
        detail: 'stdout is not the statement JSON',
        findings: ['contract'],
      };
    }
  }
  if (run.exitCode === 2) {
    const match = ERROR_LINE.exec(lines[0] ?? '');
    const code = match?.[1];
    const typed = code !== undefined && (EXTRACT_ERROR_CODES as readonly string[]).includes(code);
    if (lines.length === 1 && typed)
      return { ...base, outcome: `error:${code}`, detail: '', findings: [] };
    return {
      ...base,
      outcome: code ? `error:${code}` : 'error:?',
      detail: `${lines.length} stderr lines: ${firstLine}`,
      findings: ['contract'],
    };
  }
  const heap = /heap limit|JavaScript heap out of memory/.test(run.stderr)
    ? 'heap limit'
    : /process out of memory|Allocation failed/.test(run.stderr)
      ? 'out of memory'
      : '';
  if (run.exitCode === 1 && heap === '') {
    const thrown = lines.find((l) => /^\w+(Error|Exception|Rejection)\b/.test(l.trim())) ?? '';
    // Node names the rejected value inside its UnhandledPromiseRejection message.
    const exception = /reason "([^"]+)"/.exec(thrown)?.[1] ?? thrown.trim();
    return {
      ...base,
      outcome: 'fault',
      detail: `exit 1, ${lines.length} stderr lines: ${firstLine}${exception ? ` ... ${exception.slice(0, 160)}` : ''}`,
      findings: ['fault'],
    };
  }
  return {
    ...base,
    outcome: 'crash',
    detail: `${run.signal ?? `exit ${run.exitCode}`}${heap ? ` (${heap})` : ''}: ${firstLine}`,
    findings: ['crash'],
  };
}
