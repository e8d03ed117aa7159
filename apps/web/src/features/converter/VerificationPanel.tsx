import { useId } from 'react';
import { BreakTable } from './BreakTable.tsx';
import { CONVERTER_TEXTS } from './texts.ts';
import type { AccountVerification } from './verification.ts';

const V = CONVERTER_TEXTS.results.verification;

const VERDICT_TONE = {
  verified: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  mismatch: 'border-amber-300 bg-amber-50 text-amber-950',
  unverified: 'border-slate-200 bg-slate-50 text-slate-900',
} as const;
const NOT_RECORDED_TONE = VERDICT_TONE.unverified;

/**
 * What the engine checked against the statement's printed figures, per account; a single account's verdict
 * is already in the balance check above, so only several accounts repeat theirs here.
 */
export function VerificationPanel({ accounts }: { accounts: AccountVerification[] }) {
  const headingId = useId();
  const several = accounts.length > 1;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {V.heading}
      </h3>
      {accounts.map((account) => (
        <AccountPanel key={account.key} account={account} several={several} />
      ))}
    </section>
  );
}

function AccountPanel({ account, several }: { account: AccountVerification; several: boolean }) {
  const headingId = useId();
  const tone = account.verdict === null ? NOT_RECORDED_TONE : VERDICT_TONE[account.verdict];
  return (
    <article
      aria-labelledby={several ? headingId : undefined}
      className={`rounded-xl border p-4 ${tone}`}
    >
      {several && (
        <>
          <h4 id={headingId} className="text-sm font-semibold">
            {account.label}
          </h4>
          <p className="mt-1 text-base font-semibold">{account.title}</p>
          <p className="mt-1 text-sm">{account.summary}</p>
        </>
      )}
      {account.details.length > 0 && (
        <ul className={`list-disc space-y-1 pl-5 text-sm ${several ? 'mt-2' : ''}`}>
          {account.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      {account.breakContext && <BreakTable context={account.breakContext} />}
    </article>
  );
}
