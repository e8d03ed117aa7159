import { useEffect, useState } from 'react';
import { nextProgress, nextStepIndex, PROGRESS_TICK_MS, STEP_INTERVAL_MS } from './progress.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const T = CONVERTER_TEXTS.processing;

/** The processing step: file name, cosmetic percentage bar and the six labelled steps. */
export function ProcessingStep({ fileName, pages }: { fileName: string; pages?: string | null }) {
  const [progress, setProgress] = useState(0);
  const [stepIndex, setStepIndex] = useState(0);

  useEffect(() => {
    const tick = setInterval(() => setProgress(nextProgress), PROGRESS_TICK_MS);
    const step = setInterval(
      () => setStepIndex((index) => nextStepIndex(index, T.steps.length)),
      STEP_INTERVAL_MS,
    );
    return () => {
      clearInterval(tick);
      clearInterval(step);
    };
  }, []);

  return (
    <div className="mx-auto max-w-xl py-4">
      <h2 className="text-center text-lg font-semibold text-slate-900">{T.heading}</h2>
      <p className="mt-1 truncate text-center text-sm text-slate-600" title={fileName}>
        {fileName}
      </p>
      {pages && <p className="mt-1 text-center text-sm font-medium text-slate-800">{pages}</p>}
      <div className="mt-6 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={T.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-emerald-700 transition-[width] duration-300 ease-out"
            style={{ width: `${progress}%` }}
          />
        </div>
        <span className="w-12 text-right text-sm font-semibold tabular-nums text-slate-800">
          {progress}%
        </span>
      </div>
      <ol className="mt-6 space-y-2" aria-live="polite">
        {T.steps.map((label, index) => {
          const done = index < stepIndex;
          const active = index === stepIndex;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                active
                  ? 'bg-emerald-50 font-semibold text-emerald-900'
                  : done
                    ? 'text-slate-800'
                    : 'text-slate-600'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex h-5 w-5 items-center justify-center rounded-full text-xs ${
                  done
                    ? 'bg-emerald-700 text-white'
                    : active
                      ? 'animate-pulse bg-emerald-600'
                      : 'border border-slate-300'
                }`}
              >
                {done ? '✓' : ''}
              </span>
              {label}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
