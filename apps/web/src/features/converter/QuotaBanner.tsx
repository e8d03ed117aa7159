import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { ui } from '../../components/ui.ts';
import type { QuotaBannerModel } from './quota.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const B = CONVERTER_TEXTS.banner;

/** The quota banner above the converter steps (spec section 2); a spinner while the quota loads. */
export function QuotaBanner({ model }: { model: QuotaBannerModel | null }) {
  if (model === null) {
    return (
      <section
        aria-label="Your allowance"
        className="flex min-h-16 items-center justify-center rounded-xl border border-slate-200 bg-white px-4 py-3"
      >
        <Spinner label="Loading" className="h-6 w-6" />
      </section>
    );
  }
  const warn = model.kind === 'anonymous' ? model.used : model.showUpgrade;
  const tone = warn
    ? 'border-amber-200 bg-amber-50 text-amber-950'
    : 'border-emerald-200 bg-emerald-50 text-emerald-950';
  return (
    <section
      aria-label="Your allowance"
      className={`flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between ${tone}`}
    >
      <div>
        <p className="text-sm font-semibold">{model.title}</p>
        {model.kind === 'anonymous' && model.detail && (
          <p className="mt-0.5 text-sm">{model.detail}</p>
        )}
        {model.kind === 'user' && <p className="mt-0.5 text-xs">{model.hint}</p>}
      </div>
      {model.kind === 'anonymous' && (
        <Link to="/signup" className={`${ui.buttonPrimary} shrink-0 py-2`}>
          {B.signUpFree}
        </Link>
      )}
      {model.kind === 'user' && model.showUpgrade && (
        <Link to="/pricing" className={`${ui.buttonPrimary} shrink-0 py-2`}>
          {B.upgrade}
        </Link>
      )}
    </section>
  );
}
