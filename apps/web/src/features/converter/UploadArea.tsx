import { useState } from 'react';
import { useAuth } from '../auth/AuthContext.ts';
import { AnonymousBatchNotice } from './batch/AnonymousBatchNotice.tsx';
import { BatchQueue } from './batch/BatchQueue.tsx';
import type { useBatch } from './batch/useBatch.ts';
import type { LimitCardModel } from './pages/allowance.ts';
import { LimitCard } from './pages/LimitCard.tsx';
import { UploadStep } from './UploadStep.tsx';
import type { useConverter } from './useConverter.ts';

/**
 * The upload step with its two ways in (issue 10): one file converts at once; several become a batch for a
 * signed-in user, while an anonymous visitor is told the free conversion is one.
 */
export function UploadArea({
  converter,
  batch,
  limit,
}: {
  converter: ReturnType<typeof useConverter>;
  batch: ReturnType<typeof useBatch>;
  /** The out-of-pages card, when nothing can be converted: it replaces the drop zone. */
  limit: LimitCardModel | null;
}) {
  const { isAuthenticated } = useAuth();
  const [several, setSeveral] = useState<File[] | null>(null);

  const onFiles = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    if (files.length === 1) void converter.acceptFile(first);
    else if (!isAuthenticated) setSeveral(files);
    else void batch.start(files);
  };

  if (several && !isAuthenticated) {
    return (
      <AnonymousBatchNotice
        files={several}
        onOnlyFirst={() => {
          const [first] = several;
          setSeveral(null);
          if (first) void converter.acceptFile(first);
        }}
      />
    );
  }
  // A batch stays on screen with its downloads even once it has used the last page.
  if (batch.items.length > 0) return <BatchQueue batch={batch} onStartOver={batch.clear} />;
  if (limit) return <LimitCard model={limit} />;
  return (
    <UploadStep
      onFiles={onFiles}
      rejected={converter.uploadError !== null}
      busy={converter.checking}
      notice={converter.notice}
    />
  );
}
