import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportFormat } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { useAuth } from '../auth/AuthContext.ts';

/** The format preselected before the user's own preference is known, and for anonymous users. */
export const FALLBACK_EXPORT_FORMAT: ExportFormat = 'csv';

/** The signed-in user's Default Export Format (null while unknown or signed out) and a way to save it. */
export function useExportPreference() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = ['export-preference', token] as const;
  const query = useQuery({
    queryKey,
    queryFn: async (): Promise<ExportFormat> => {
      const result = await api.exportPreferences(token ?? '');
      // A failed read is no reason to block a download: the screen falls back to CSV.
      return result.ok ? result.data.export_format : FALLBACK_EXPORT_FORMAT;
    },
    enabled: Boolean(token),
    staleTime: Infinity,
  });

  const save = async (
    format: ExportFormat,
  ): Promise<{ ok: true } | { ok: false; detail: string | null }> => {
    if (!token) return { ok: false, detail: null };
    const result = await api.updateExportPreferences(token, { export_format: format });
    if (!result.ok) return { ok: false, detail: result.detail };
    queryClient.setQueryData(queryKey, result.data.export_format);
    return { ok: true };
  };

  return { format: token ? (query.data ?? null) : null, loaded: !token || query.isSuccess, save };
}
