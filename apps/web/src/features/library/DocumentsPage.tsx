import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { ui } from '../../components/ui.ts';
import { DocumentCard } from './DocumentCard.tsx';
import {
  filterDocuments,
  isSortKey,
  SORT_OPTIONS,
  sortDocuments,
  type SortKey,
} from './listing.ts';
import { LIBRARY_TEXTS as T } from './texts.ts';
import { useDocuments } from './useDocuments.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

/** The Document Library at /documents (spec section 2). */
export function DocumentsPage() {
  usePageTitle('Document Library - Statemint');
  const { documents, loading, busy, download, remove } = useDocuments();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('newest');
  const searchId = useId();
  const sortId = useId();
  const shown = sortDocuments(filterDocuments(documents, query), sort);

  return (
    <div className={`${ui.container} py-8 sm:py-12`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className={ui.pageTitle}>{T.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{T.subtitle}</p>
        </div>
        <Link to="/converter" className={`${ui.buttonPrimary} self-start sm:self-auto`}>
          {T.convertNew}
        </Link>
      </div>

      <div className="mt-6 grid gap-3 sm:grid-cols-[1fr_16rem]">
        <div>
          <label htmlFor={searchId} className={ui.label}>
            {T.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={T.searchPlaceholder}
            className={ui.input}
          />
        </div>
        <div>
          <label htmlFor={sortId} className={ui.label}>
            {T.sortLabel}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              if (isSortKey(event.target.value)) setSort(event.target.value);
            }}
            className={ui.input}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {loading ? (
        <div className="flex justify-center py-16">
          <Spinner label={T.loading} />
        </div>
      ) : documents.length === 0 ? (
        <EmptyState title={T.emptyTitle} text={T.emptyText}>
          <Link to="/converter" className={`${ui.buttonPrimary} mt-5`}>
            {T.emptyAction}
          </Link>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title={T.noMatchTitle} text={T.noMatchText} />
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {T.count(shown.length, documents.length)}
          </p>
          <ul className="mt-3 space-y-3">
            {shown.map((document) => (
              <DocumentCard
                key={document.id}
                document={document}
                busy={busy?.id === document.id ? busy.action : null}
                onDownload={() => void download(document)}
                onDownloadXlsx={() => void download(document, 'xlsx')}
                onDelete={() => void remove(document)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={`${ui.card} mt-6 flex flex-col items-center px-6 py-14 text-center`}>
      <svg
        viewBox="0 0 24 24"
        className="h-12 w-12 text-slate-400"
        fill="none"
        stroke="currentColor"
        aria-hidden="true"
      >
        <path
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8l-5-5zM14 3v5h5M9 13h6M9 17h4"
        />
      </svg>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}
