import { ui } from '../../components/ui.ts';
import { formatLongDate } from '../../lib/format.ts';
import { LEGAL_DOCUMENTS, LEGAL_TEXTS, type LegalKind } from './texts.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

/** A static legal page; 'last updated' is today (spec section 2). */
export function LegalPage({ kind }: { kind: LegalKind }) {
  usePageTitle(`${LEGAL_DOCUMENTS[kind].title} - Statemint`);
  const document = LEGAL_DOCUMENTS[kind];
  return (
    <article className={`${ui.container} max-w-3xl py-8 sm:py-12`}>
      <h1 className={ui.pageTitle}>{document.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {LEGAL_TEXTS.lastUpdated(formatLongDate(new Date()))}
      </p>
      <p className="mt-6 text-base text-slate-700">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 text-sm leading-6 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
