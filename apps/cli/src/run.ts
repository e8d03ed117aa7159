/** The CLI behind main.ts: the command line, one file in this process or a batch on the pool, the exit code. */
import { parseCliArgs } from './args.ts';
import { writeHelp } from './help.ts';
import type { Outcome } from './outcome.ts';
import { planJobs, type Job } from './plan.ts';
import { ProgressBar } from './progress.ts';
import { EXIT, stderrLines, worstExit, type ExitCode } from './report.ts';

/** Runs the CLI and returns its exit code; expected failures are reported, never thrown. */
export async function main(argv: readonly string[]): Promise<ExitCode> {
  const parsed = parseCliArgs(argv);
  if (parsed.kind === 'help') {
    await writeHelp();
    return EXIT.ok;
  }
  if (parsed.kind === 'usage') {
    await write(process.stderr, `error: usage: ${parsed.message}\n`);
    return EXIT.badInput;
  }
  const plan = await planJobs(parsed.options);
  if (plan.kind === 'usage') {
    await write(process.stderr, `error: usage: ${plan.message}\n`);
    return EXIT.badInput;
  }

  let exit: ExitCode = EXIT.ok;
  const { strict } = parsed.options;
  const record = (outcome: Outcome) => {
    exit = worstExit(exit, outcome, strict);
    if (outcome.kind === 'fault' && debugging() && outcome.stack !== null) {
      process.stderr.write(`${outcome.stack}\n`);
    }
  };

  // The engine, the writers and the pool load only now, so --help and usage errors start at once, and even
  // a broken install ends in one `error: internal:` line.
  const [single] = plan.jobs;
  if (!plan.batch && single !== undefined) {
    // One file converts in this process, on a bounded engine thread that also writes the output; this
    // thread loads no engine and no writer (single.ts).
    const { convertInProcess } = await import('./single.ts');
    const outcome = await convertInProcess(single, parsed.options.timeLimitMs);
    record(outcome);
    for (const line of stderrLines(outcome, single.input, false)) {
      await write(process.stderr, `${line}\n`);
    }
    return exit;
  }

  const { runPool } = await import('./pool.ts');
  const bar = process.stderr.isTTY ? new ProgressBar(process.stderr, plan.jobs.length) : null;
  let done = 0;
  bar?.update(done);
  await runPool(
    plan.jobs,
    (job: Job, outcome: Outcome) => {
      done += 1;
      record(outcome);
      const lines = stderrLines(outcome, job.input, true);
      for (const line of lines) {
        if (bar !== null) bar.print(line, done);
        else process.stderr.write(`${line}\n`);
      }
      if (lines.length === 0) bar?.update(done);
    },
    parsed.options.timeLimitMs,
  );
  bar?.finish();
  return exit;
}

function debugging(): boolean {
  const flag = process.env['STATEMINT_DEBUG'];
  return flag !== undefined && flag !== '' && flag !== '0';
}

function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  return new Promise((resolve) => {
    stream.write(text, () => resolve());
  });
}

/** Runs the CLI on `argv` and sets the process's exit code; an unexpected throw is one `error: internal:` line. */
export async function run(argv: readonly string[]): Promise<void> {
  try {
    process.exitCode = await main(argv);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: internal: ${message.split('\n')[0] ?? ''}\n`);
    if (debugging() && error instanceof Error && error.stack !== undefined) {
      process.stderr.write(`${error.stack}\n`);
    }
    process.exitCode = EXIT.fault;
  }
}
