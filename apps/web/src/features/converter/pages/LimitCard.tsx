import { Link } from 'react-router';
import { ui } from '../../../components/ui.ts';
import type { LimitCardModel } from './allowance.ts';
import { PAGES_TEXTS as T } from './texts.ts';

/**
 * What replaces the drop zone when nothing can be converted (issue 10): the spec's text, what was used, the
 * exact reset time, and Upgrade (signed in) or Sign up (anonymous) as the one primary action.
 */
export function LimitCard({ model }: { model: LimitCardModel }) {
  return (
    <section
      aria-labelledby="limit-heading"
      className="mx-auto max-w-xl rounded-2xl border border-amber-200 bg-amber-50 px-6 py-8 text-center text-amber-950"
    >
      <h2 id="limit-heading" className="text-lg font-semibold">
        {model.title}
      </h2>
      <p className="mt-3 text-sm font-medium">{model.used}</p>
      {model.reset && <p className="mt-1 text-sm">{model.reset}</p>}
      <p className="mt-1 text-sm">{model.hint}</p>
      <div className="mt-6 flex justify-center">
        {model.action === 'upgrade' ? (
          <Link to="/pricing" className={ui.buttonPrimary}>
            {T.card.upgrade}
          </Link>
        ) : (
          <Link to="/signup" className={ui.buttonPrimary}>
            {T.card.signUp}
          </Link>
        )}
      </div>
    </section>
  );
}
