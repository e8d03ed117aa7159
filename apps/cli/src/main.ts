/**
 * The `statemint` command (bin of the bundle, and `npm run convert`). `--help` alone prints from a module
 * that imports nothing, so it answers before the engine, the writers or the schemas load; everything
 * else loads run.ts.
 */
import { writeHelp } from './help.ts';

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
  await writeHelp();
} else {
  try {
    const { run } = await import('./run.ts');
    await run(argv);
  } catch (error) {
    // Only a broken install gets here (run.ts reports everything else): one line, as for any fault.
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: internal: ${message.split('\n')[0] ?? ''}\n`);
    process.exitCode = 1;
  }
}
