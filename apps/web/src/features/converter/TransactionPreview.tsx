import type { Statement } from '@statemint/contracts';
import { previewRows } from './summary.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const T = CONVERTER_TEXTS.results;

/** The first rows of the extracted transactions. */
export function TransactionPreview({ data }: { data: Statement }) {
  const rows = previewRows(data);
  return (
    <section>
      <h3 id="preview-heading" className="text-base font-semibold text-slate-900">
        {T.previewHeading}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{T.previewEmpty}</p>
      ) : (
        <div
          className="mt-2 overflow-x-auto rounded-xl border border-slate-200"
          tabIndex={0}
          role="region"
          aria-labelledby="preview-heading"
        >
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">
              {T.previewCaption(rows.length, data.transactions.length)}
            </caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {T.columns.date}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {T.columns.description}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {T.columns.category}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {T.columns.amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.key}>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">{row.date}</td>
                  <td className="min-w-48 px-3 py-2 text-slate-900">{row.description}</td>
                  <td className="px-3 py-2 text-slate-700">{row.category}</td>
                  <td
                    className={`whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums ${
                      row.incoming ? 'text-emerald-800' : 'text-slate-900'
                    }`}
                  >
                    {row.amount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          {T.previewCaption(rows.length, data.transactions.length)}
        </p>
      )}
    </section>
  );
}
