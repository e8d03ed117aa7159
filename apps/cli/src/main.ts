import type { Outcome } from './convert.ts';
import { HELP_TEXT, parseCliArgs } from './args.ts';
import { planJobs, type Job } from './plan.ts';
import { ProgressBar } from './progress.ts';
import { EXIT, stderrLines, worstExit, type ExitCode } from './report.ts';

/** Runs the CLI and returns its exit code; expected failures are reported, never thrown. */
async function main(argv: readonly string[]): Promise<ExitCode> {
  const parsed = parseCliArgs(argv);
  if (parsed.kind === 'help') {
    await write(process.stdout, HELP_TEXT);
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

  // The pool loads only now, so that even a broken install ends in one `error: internal:` line.
  const { runPool } = await import('./pool.ts');

  let exit: ExitCode = EXIT.ok;
  const { strict } = parsed.options;
  const record = (outcome: Outcome) => {
    exit = worstExit(exit, outcome, strict);
    if (outcome.kind === 'fault' && debugging() && outcome.stack !== null) {
      process.stderr.write(`${outcome.stack}\n`);
    }
  };

  const [single] = plan.jobs;
  if (!plan.batch && single !== undefined) {
    // One file converts in a child process too, so a hostile file cannot crash this process.
    let outcome: Outcome | undefined;
    await runPool(
      [single],
      (_job, done) => {
        outcome = done;
      },
      parsed.options.timeLimitMs,
    );
    if (outcome === undefined) throw new Error('the conversion ended without an outcome');
    record(outcome);
    if (outcome.kind === 'ok') {
      if (outcome.stdout !== null) await write(process.stdout, outcome.stdout);
      if (outcome.stderr !== null) await write(process.stderr, outcome.stderr);
    }
    for (const line of stderrLines(outcome, single.input, false)) {
      await write(process.stderr, `${line}\n`);
    }
    return exit;
  }

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

// A reader that stops early (`| head`) is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: internal: ${message.split('\n')[0] ?? ''}\n`);
    if (debugging() && error instanceof Error && error.stack !== undefined) {
      process.stderr.write(`${error.stack}\n`);
    }
    process.exitCode = EXIT.fault;
  },
);
