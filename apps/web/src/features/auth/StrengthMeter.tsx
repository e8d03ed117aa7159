import { AUTH_TEXTS } from './texts.ts';
import { MAX_PASSWORD_SCORE, passwordScore, strengthLabel } from './validation.ts';

const SEGMENT_COLORS = [
  'bg-red-600',
  'bg-red-600',
  'bg-orange-500',
  'bg-amber-500',
  'bg-lime-600',
  'bg-emerald-700',
];

/** The 5-segment password strength meter (spec section 2). */
export function StrengthMeter({ password, id }: { password: string; id: string }) {
  const score = passwordScore(password);
  const label = strengthLabel(score);
  const fill = SEGMENT_COLORS[score] ?? 'bg-red-600';
  return (
    <div id={id} className="mt-2">
      <div
        role="meter"
        aria-label={AUTH_TEXTS.signup.strength}
        aria-valuemin={0}
        aria-valuemax={MAX_PASSWORD_SCORE}
        aria-valuenow={score}
        aria-valuetext={label}
        className="flex gap-1"
      >
        {Array.from({ length: MAX_PASSWORD_SCORE }, (_, index) => (
          <span
            key={index}
            className={`h-1.5 flex-1 rounded-full ${index < score ? fill : 'bg-slate-200'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {AUTH_TEXTS.signup.strength}: <span className="font-semibold text-slate-800">{label}</span>
      </p>
    </div>
  );
}
