import { useId } from 'react';
import type { BreakContext } from './verification.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const V = CONVERTER_TEXTS.results.verification;

/** The transactions around a running-balance break, the break row marked in words and in colour. */
export function BreakTable({ context }: { context: BreakContext }) {
  const captionId = useId();
  return (
    <div
      className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table className="min-w-full text-left text-sm text-slate-900">
        <caption
          id={captionId}
          className="px-3 py-2 text-left text-xs font-semibold text-slate-700"
        >
          {context.caption}
        </caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {V.columns.row}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {V.columns.date}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {V.columns.description}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {V.columns.amount}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {V.columns.balance}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {V.columns.check}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {context.rows.map((row) => (
            <tr key={row.number} className={row.isBreak ? 'bg-amber-100 font-semibold' : undefined}>
              <th scope="row" className="px-3 py-2 text-right font-medium tabular-nums">
                {row.isBreak && (
                  <span aria-hidden="true" className="mr-1">
                    ▶
                  </span>
                )}
                {row.number}
              </th>
              <td className="whitespace-nowrap px-3 py-2">{row.date}</td>
              <td className="min-w-40 px-3 py-2">{row.description}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{row.amount}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{row.balance}</td>
              <td className="px-3 py-2">{row.check}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
