import type { ConverterStep } from './conversion.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const T = CONVERTER_TEXTS.steps;
const LABELS = [T.upload, T.processing, T.download];

function currentIndex(step: ConverterStep): number {
  if (step === 'upload') return 0;
  if (step === 'results') return 2;
  return 1;
}

/** The three-step indicator: Upload PDF, Processing, Download (spec section 2). */
export function StepIndicator({ step }: { step: ConverterStep }) {
  const current = currentIndex(step);
  const failed = step === 'error';
  return (
    <nav aria-label={T.label} className="mx-auto max-w-xl">
      <ol className="flex items-center">
        {LABELS.map((label, index) => {
          const done = index < current || step === 'results';
          const active = index === current;
          const circle = done
            ? 'bg-emerald-700 text-white border-emerald-700'
            : active
              ? failed
                ? 'border-red-700 bg-red-50 text-red-800'
                : 'border-emerald-700 bg-white text-emerald-800'
              : 'border-slate-300 bg-white text-slate-600';
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center ${index < LABELS.length - 1 ? 'flex-1' : ''}`}
            >
              <span className="flex flex-col items-center gap-1.5 sm:flex-row sm:gap-2">
                <span
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${circle}`}
                  aria-hidden="true"
                >
                  {done ? '✓' : index + 1}
                </span>
                <span
                  className={`text-xs font-medium sm:text-sm ${active ? 'text-slate-900' : 'text-slate-600'}`}
                >
                  {label}
                  {done && <span className="sr-only"> ({T.done})</span>}
                </span>
              </span>
              {index < LABELS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`mx-2 mb-5 h-0.5 flex-1 sm:mb-0 ${index < current ? 'bg-emerald-700' : 'bg-slate-200'}`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
