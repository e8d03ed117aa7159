import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { DocumentDetail } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { PageSpinner } from '../../components/Spinner.tsx';
import { ui } from '../../components/ui.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { ResultsStep } from '../converter/ResultsStep.tsx';
import { LIBRARY_TEXTS as T } from './texts.ts';

/** A stored document reopened on the results screen at /documents/:id (issue 10, the library's View). */
export function DocumentViewPage() {
  usePageTitle('Document - Statemint');
  const { id = '' } = useParams();
  const { token } = useAuth();
  const navigate = useNavigate();
  const document = useQuery({
    queryKey: ['document', id, token],
    queryFn: async (): Promise<DocumentDetail | null> => {
      const result = await api.document(token ?? '', id);
      if (result.ok) return result.data;
      if (result.status === 404) return null;
      throw new Error(result.detail ?? T.viewFailed);
    },
    enabled: Boolean(token),
    retry: false,
  });

  return (
    <div className={`${ui.container} py-8 sm:py-12`}>
      <Link to="/documents" className={ui.link}>
        {T.backToLibrary}
      </Link>
      <div className={`${ui.card} mx-auto mt-4 max-w-4xl p-4 sm:p-8`}>
        {document.isPending ? (
          <PageSpinner />
        ) : document.data ? (
          <ResultsStep
            data={document.data.statement}
            fileName={document.data.original_filename}
            pagesUsed={document.data.page_count}
            anonymous={false}
            documentId={document.data.id}
            onReset={() => void navigate('/converter')}
          />
        ) : (
          <div className="py-8 text-center">
            <h1 className="text-xl font-semibold text-slate-900">
              {document.data === null ? T.notFound : T.viewFailed}
            </h1>
            <p className="mt-2 text-sm text-slate-600">
              {document.error?.message ?? T.notFoundText}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
