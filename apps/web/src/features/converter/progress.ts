/** Processing visuals (spec section 9): the step label changes every 0.8 s, the bar ticks every 0.3 s. */
export const STEP_INTERVAL_MS = 800;
export const PROGRESS_TICK_MS = 300;

/** Percentage added per tick, and where the cosmetic bar waits for the real answer. */
export const PROGRESS_STEP_PERCENT = 4;
export const PROGRESS_CEILING_PERCENT = 95;

/** The next value of the cosmetic progress bar. */
export function nextProgress(percent: number): number {
  return Math.min(percent + PROGRESS_STEP_PERCENT, PROGRESS_CEILING_PERCENT);
}

/** The next processing step label index; the last one stays until the answer arrives. */
export function nextStepIndex(index: number, stepCount: number): number {
  return Math.min(index + 1, stepCount - 1);
}
