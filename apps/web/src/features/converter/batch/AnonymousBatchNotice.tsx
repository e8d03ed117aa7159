import { Link } from 'react-router';
import { ui } from '../../../components/ui.ts';
import { BATCH_TEXTS } from './texts.ts';

const T = BATCH_TEXTS.anonymous;

/** Several files without an account: the one free conversion stays one, and the screen says so. */
export function AnonymousBatchNotice({
  files,
  onOnlyFirst,
}: {
  files: readonly File[];
  onOnlyFirst: () => void;
}) {
  const first = files[0]?.name ?? '';
  return (
    <section
      aria-labelledby="anonymous-batch"
      className="mx-auto max-w-xl rounded-2xl border border-amber-200 bg-amber-50 px-6 py-8 text-center text-amber-950"
    >
      <h2 id="anonymous-batch" className="text-lg font-semibold">
        {T.title(files.length)}
      </h2>
      <p className="mt-2 text-sm">{T.text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/signup" className={ui.buttonPrimary}>
          {T.signUp}
        </Link>
        <button type="button" onClick={onOnlyFirst} className={`${ui.buttonSecondary} min-w-0`}>
          <span className="truncate">{T.onlyFirst(first)}</span>
        </button>
      </div>
    </section>
  );
}
