import type { Dispatch } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { CellInput } from './CellInput.tsx';
import type { ReviewAction } from './editor.ts';
import { accountStatement, type ReviewDoc } from './model.ts';
import { moneyInput, parseMoney } from './table.ts';
import { REVIEW_TEXTS } from './texts.ts';
import { verdictWords } from './verdict.ts';

const T = REVIEW_TEXTS;

const TONE: Record<string, string> = {
  verified: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  mismatch: 'border-amber-300 bg-amber-50 text-amber-950',
};
const NEUTRAL = 'border-slate-200 bg-slate-50 text-slate-900';

type ReviewVerdictsProps = {
  doc: ReviewDoc;
  currency: string | null;
  accountIndex: number;
  onAccount: (index: number) => void;
  dispatch: Dispatch<ReviewAction>;
};

/** Each account's live verdict in plain words, its balances to correct, and (with several) the switcher. */
export function ReviewVerdicts({
  doc,
  currency,
  accountIndex,
  onAccount,
  dispatch,
}: ReviewVerdictsProps) {
  const money = (value: number) => formatMoney(value, currency);
  const several = doc.accounts.length > 1;
  return (
    <div className={several ? 'grid gap-3 md:grid-cols-2' : ''}>
      {doc.accounts.map((account, index) => {
        const words = verdictWords(accountStatement(account), money);
        const current = index === accountIndex;
        const name = account.label ?? T.account;
        return (
          <article
            key={`${index}-${account.label ?? ''}`}
            aria-label={several ? name : undefined}
            data-testid="review-verdict"
            data-verdict={words.verdict}
            className={`rounded-xl border p-3 ${TONE[words.verdict] ?? NEUTRAL} ${
              several && current ? 'ring-2 ring-emerald-700' : ''
            }`}
          >
            {several && (
              <button
                type="button"
                aria-pressed={current}
                onClick={() => onAccount(index)}
                className="text-left text-sm font-semibold underline-offset-2 hover:underline"
              >
                {name}
              </button>
            )}
            <p role="status" className="text-base font-semibold">
              {words.title}
              {words.gap !== null && ` (${T.offBy(words.gap)})`}
            </p>
            <p className="mt-1 text-sm">{words.summary}</p>
            <div className="mt-2 grid grid-cols-2 gap-3 text-sm">
              {(['opening', 'closing'] as const).map((which) => (
                <label key={which} className="block">
                  <span className="block text-xs font-medium">
                    {which === 'opening' ? T.opening : T.closing}
                  </span>
                  <CellInput
                    label={`${which === 'opening' ? T.opening : T.closing}${several ? `, ${name}` : ''}`}
                    inputMode="decimal"
                    placeholder={T.none}
                    value={moneyInput(account[which] ?? undefined)}
                    apply={(text) => {
                      const value = text.trim() === '' ? null : parseMoney(text);
                      if (value !== null || text.trim() === '')
                        dispatch({ type: 'balance', account: index, which, value });
                      return value !== null || text.trim() === '';
                    }}
                    onCommit={() => dispatch({ type: 'commit' })}
                    boxed
                    className="text-right tabular-nums"
                  />
                </label>
              ))}
            </div>
          </article>
        );
      })}
    </div>
  );
}
