import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { DocumentSummary } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { saveBlob } from '../../lib/download.ts';
import { convertedCsvFileName, convertedXlsxFileName } from '../../lib/fileNames.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { LIBRARY_TEXTS } from './texts.ts';

const T = LIBRARY_TEXTS.toasts;

export type BusyAction = 'download' | 'xlsx' | 'delete';

/** The signed-in user's documents and the download and delete actions (spec sections 2, 7, 8). */
export function useDocuments() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<{ id: string; action: BusyAction } | null>(null);
  const queryKey = ['documents', token] as const;

  const documents = useQuery({
    queryKey,
    queryFn: async (): Promise<DocumentSummary[]> => {
      const result = await api.documents(token ?? '');
      if (result.ok && Array.isArray(result.data)) return result.data;
      // A failed fetch is only logged and the list stays empty (spec section 8).
      console.warn('Document list fetch failed', result.status);
      return [];
    },
    enabled: Boolean(token),
  });

  const download = async (document: DocumentSummary, format: 'csv' | 'xlsx' = 'csv') => {
    if (!token) return;
    setBusy({ id: document.id, action: format === 'csv' ? 'download' : 'xlsx' });
    const result = await api.downloadDocument(token, document.id, format);
    setBusy(null);
    if (result.ok) {
      const name = document.original_filename;
      saveBlob(
        result.data,
        format === 'csv' ? convertedCsvFileName(name) : convertedXlsxFileName(name),
      );
      toast.success(T.downloaded);
    } else {
      toast.error(result.network ? T.downloadNetwork : T.downloadFailed);
    }
  };

  const remove = async (document: DocumentSummary) => {
    if (!token) return;
    if (!window.confirm(LIBRARY_TEXTS.confirmDelete(document.original_filename))) return;
    setBusy({ id: document.id, action: 'delete' });
    const result = await api.deleteDocument(token, document.id);
    setBusy(null);
    if (result.ok) {
      queryClient.setQueryData<DocumentSummary[]>(queryKey, (list) =>
        (list ?? []).filter((d) => d.id !== document.id),
      );
      toast.success(T.deleted);
    } else {
      toast.error(result.network ? T.deleteNetwork : T.deleteFailed);
    }
  };

  return {
    documents: documents.data ?? [],
    loading: documents.isPending,
    busy,
    download,
    remove,
  };
}
