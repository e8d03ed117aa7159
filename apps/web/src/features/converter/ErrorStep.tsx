import { Link } from 'react-router';
import { ui } from '../../components/ui.ts';
import { showsUpgrade } from './conversion.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const T = CONVERTER_TEXTS.error;

/** The error step: 'Processing Failed', the message, and the way on (spec section 2). */
export function ErrorStep({ message, onReset }: { message: string; onReset: () => void }) {
  return (
    <div className="mx-auto max-w-xl py-6 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-2xl font-bold text-red-700"
      >
        !
      </div>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{T.heading}</h2>
      <p className="mt-2 text-sm text-slate-700">{message}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onReset} className={ui.buttonPrimary}>
          {T.tryAnother}
        </button>
        {showsUpgrade(message) && (
          <Link to="/pricing" className={ui.buttonSecondary}>
            {T.upgrade}
          </Link>
        )}
      </div>
    </div>
  );
}
