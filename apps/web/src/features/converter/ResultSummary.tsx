import type { Statement } from '@statemint/contracts';
import { reconciliationView, summarize, type ReconciliationView } from './summary.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const T = CONVERTER_TEXTS.results;

const RECONCILIATION_TONE = {
  balanced: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  verified: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  off: 'border-amber-200 bg-amber-50 text-amber-950',
  mismatch: 'border-amber-200 bg-amber-50 text-amber-950',
  unchecked: 'border-slate-200 bg-slate-50 text-slate-900',
  unverified: 'border-slate-200 bg-slate-50 text-slate-900',
} as const satisfies Record<ReconciliationView['status'], string>;

/** The extracted data summary, counts per category and the balance check. */
export function ResultSummary({ data }: { data: Statement }) {
  const summary = summarize(data);
  const check = reconciliationView(data);
  const facts = [
    { label: T.accountNumber, value: summary.accountNumber },
    { label: T.totalTransactions, value: String(summary.totalTransactions) },
    { label: T.beginningBalance, value: summary.beginningBalance },
    { label: T.endingBalance, value: summary.endingBalance },
  ];
  return (
    <section aria-labelledby="summary-heading" className="space-y-4">
      <h3 id="summary-heading" className="text-base font-semibold text-slate-900">
        {T.summaryHeading}
      </h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{fact.label}</dt>
            <dd className="mt-1 break-all text-base font-semibold tabular-nums text-slate-900">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 p-3">
          <h4 className="text-sm font-semibold text-slate-900">{T.categoriesHeading}</h4>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {summary.categories.map((category) => (
              <li key={category.label} className="flex justify-between py-1.5">
                <span className="text-slate-700">{category.label}</span>
                <span className="font-semibold tabular-nums text-slate-900">{category.count}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={`rounded-xl border p-3 ${RECONCILIATION_TONE[check.status]}`}>
          <h4 className="text-sm font-semibold">{T.reconciliationHeading}</h4>
          <p className="mt-2 text-lg font-semibold">{check.title}</p>
          <p className="mt-1 text-sm">{check.detail}</p>
        </div>
      </div>
    </section>
  );
}
