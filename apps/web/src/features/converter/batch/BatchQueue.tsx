import { Link } from 'react-router';
import { ui } from '../../../components/ui.ts';
import { CONVERTER_TEXTS } from '../texts.ts';
import { canRetry, type BatchItem } from './queue.ts';
import { BATCH_TEXTS as T } from './texts.ts';
import type { useBatch } from './useBatch.ts';

const TONES = {
  counting: 'bg-slate-100 text-slate-800',
  ready: 'bg-slate-100 text-slate-800',
  converting: 'bg-sky-100 text-sky-900',
  done: 'bg-emerald-100 text-emerald-900',
  refused: 'bg-red-100 text-red-900',
  failed: 'bg-red-100 text-red-900',
} as const;

function ItemRow({ item, batch }: { item: BatchItem; batch: ReturnType<typeof useBatch> }) {
  const name = item.file.name;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900" title={name}>
          {name}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className={`rounded-full px-2 py-0.5 font-semibold ${TONES[item.status]}`}>
            {T.status[item.status]}
          </span>
          {item.status !== 'refused' && item.status !== 'counting' && (
            <span>{T.pages(item.pages, item.charged)}</span>
          )}
          {item.message && <span className="text-red-800">{item.message}</span>}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {item.status === 'done' && item.documentId && (
          <Link
            to={`/documents/${item.documentId}`}
            aria-label={T.viewLabel(name)}
            className={`${ui.buttonSecondary} py-1.5`}
          >
            {T.view}
          </Link>
        )}
        {canRetry(item) && (
          <button
            type="button"
            onClick={() => void batch.retry(item.id)}
            disabled={batch.running}
            aria-label={T.retryLabel(name)}
            className={`${ui.buttonSecondary} py-1.5`}
          >
            {T.retry}
          </button>
        )}
        {(item.status === 'ready' || item.status === 'refused') && !batch.running && (
          <button
            type="button"
            onClick={() => batch.remove(item.id)}
            aria-label={T.remove(name)}
            className={`${ui.buttonGhost} py-1.5`}
          >
            ✕
          </button>
        )}
      </div>
    </li>
  );
}

/** The queue of a batch: per-file status and pages, the batch's pages against the allowance, downloads. */
export function BatchQueue({
  batch,
  onStartOver,
}: {
  batch: ReturnType<typeof useBatch>;
  onStartOver: () => void;
}) {
  const { plan } = batch;
  const converted = batch.results.length;
  return (
    <section aria-labelledby="batch-heading" className="space-y-4">
      <h2 id="batch-heading" className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h2>
      <p className="sr-only" aria-live="polite">
        {T.progress(converted, batch.items.length)}
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 px-4">
        {batch.items.map((item) => (
          <ItemRow key={item.id} item={item} batch={batch} />
        ))}
      </ul>
      {plan.summary && (
        <div
          role="status"
          className={`rounded-xl border p-4 text-sm ${
            plan.fits
              ? 'border-emerald-200 bg-emerald-50 text-emerald-950'
              : 'border-amber-200 bg-amber-50 text-amber-950'
          }`}
        >
          <p className="font-medium">{plan.summary}</p>
          {!plan.fits && <p className="mt-1">{T.tooMany}</p>}
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {plan.ready.length > 0 &&
          (plan.fits ? (
            <button
              type="button"
              onClick={() => void batch.convertAll()}
              disabled={batch.running || plan.counting}
              className={ui.buttonPrimary}
            >
              {T.convert(plan.ready.length)}
            </button>
          ) : (
            <Link to="/pricing" className={ui.buttonPrimary}>
              {CONVERTER_TEXTS.error.upgrade}
            </Link>
          ))}
        <button
          type="button"
          onClick={onStartOver}
          disabled={batch.running}
          className={ui.buttonSecondary}
        >
          {T.startOver}
        </button>
      </div>
      {converted > 0 && !batch.running && (
        <section
          aria-labelledby="batch-downloads"
          className="rounded-xl border border-slate-200 p-4"
        >
          <h3 id="batch-downloads" className="text-sm font-semibold text-slate-900">
            {T.downloadsHeading}
          </h3>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => void batch.download('zip')}
              disabled={batch.preparing !== null}
              className={ui.buttonPrimary}
            >
              {batch.preparing === 'zip' ? T.preparing : T.zip}
            </button>
            <button
              type="button"
              onClick={() => void batch.download('xlsx')}
              disabled={batch.preparing !== null}
              className={ui.buttonSecondary}
            >
              {batch.preparing === 'xlsx' ? T.preparing : T.workbook}
            </button>
          </div>
        </section>
      )}
    </section>
  );
}
