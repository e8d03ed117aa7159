/** Names and defaults shared by the pool and its children. */

/** Environment variables through which the pool configures a child. */
export const CHILD_ENV = {
  /** Nice value the child sets on itself. */
  nice: 'STATEMINT_POOL_NICE',
  /** A child whose resident memory is above this after a job retires instead of taking another. */
  retireRssMb: 'STATEMINT_POOL_RETIRE_RSS_MB',
  /**
   * The text layer a child reads with (`pdfium` or `pdfjs`; unset: the engine's default). Children inherit
   * the environment, so an operator sets it on the server to fall back to pdf.js.
   */
  textLayer: 'STATEMINT_TEXT_LAYER',
} as const;

/** Exit code of a child whose task threw: an internal fault, not a hostile input. */
export const CHILD_FAULT_EXIT_CODE = 70;

/** Nice value of conversion children: the server's event loop wins the CPU when cores are scarce. */
export const DEFAULT_CHILD_NICE = 10;

/** A child is replaced after this many jobs, so slow leaks in pdf.js never accumulate. */
export const DEFAULT_MAX_JOBS_PER_CHILD = 200;

/** How long a child above the pool's minimum stays alive without work. */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/** How often a busy child's resident memory is sampled by the watchdog. */
export const WATCHDOG_INTERVAL_MS = 100;

/** Share of the memory budget a child may keep after a job before it retires to give the memory back. */
export const RETIRE_RSS_SHARE = 0.5;

/** Memory a child needs on top of its budget for its own code and pdf.js (resident, not heap). */
export const CHILD_BASE_RSS_MB = 96;

/** How long a child may take to start and report ready. */
export const CHILD_START_TIMEOUT_MS = 30_000;

/**
 * Cap on V8's young-generation semi-spaces in a child (MB). Node 24 sizes them from the heap limit, and a
 * conversion allocates short-lived objects page after page, so the default let a 400-page statement peak at
 * about 395 MB resident; at 16 MB it peaked at about 267 MB for the same CPU time (paired runs in
 * bench/reports/speed.md), and at 8 MB about 8 MB lower again, for the same CPU time in pairs
 * (docs/DECISIONS.md, issue 11; earlier, unpaired runs had seen smaller caps cost up to 13% more CPU).
 */
export const CHILD_SEMI_SPACE_MB = 8;

/** The V8 flags a conversion child runs with: its heap budget and the young-generation cap. */
export function childExecArgv(memoryMb: number): string[] {
  return [`--max-old-space-size=${memoryMb}`, `--max-semi-space-size=${CHILD_SEMI_SPACE_MB}`];
}
