import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageSpinner } from '../../components/Spinner.tsx';
import { ui } from '../../components/ui.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { ErrorStep } from './ErrorStep.tsx';
import { limitCard } from './pages/allowance.ts';
import { ClaimBanner } from './keep/ClaimBanner.tsx';
import { KEEP_TEXTS } from './keep/texts.ts';
import { ProcessingStep } from './ProcessingStep.tsx';
import { anonymousBanner, userBanner } from './quota.ts';
import { QuotaBanner } from './QuotaBanner.tsx';
import { ResultsStep } from './ResultsStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { CONVERTER_TEXTS } from './texts.ts';
import { useBatch } from './batch/useBatch.ts';
import { UploadArea } from './UploadArea.tsx';
import { useConverter } from './useConverter.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useNow } from '../../lib/useNow.ts';

/** The converter screen at / and /converter (spec section 2). */
export function ConverterPage() {
  usePageTitle('Statemint - Convert PDF bank statements to CSV and Excel');
  const { user, isAuthenticated } = useAuth();
  const converter = useConverter();
  const { state } = converter;
  const batch = useBatch(converter.allowance);
  const now = useNow();
  // Read once the quota has loaded: the card must not flash before the browser's status is known.
  const limit =
    converter.anonymousLoading && !isAuthenticated ? null : limitCard(converter.allowance, now);

  return (
    <div className={`${ui.container} py-8 sm:py-12`}>
      <div className="mx-auto max-w-3xl text-center">
        <h1 className={ui.pageTitle}>{CONVERTER_TEXTS.title}</h1>
        <p className="mt-3 text-base text-slate-600">{CONVERTER_TEXTS.subtitle}</p>
      </div>
      {converter.loading ? (
        <PageSpinner />
      ) : (
        <div
          className={`mx-auto mt-8 space-y-6 ${state.step === 'results' ? 'max-w-6xl' : 'max-w-4xl'}`}
        >
          <QuotaBanner
            model={
              isAuthenticated && user
                ? userBanner(user)
                : converter.anonymousLoading
                  ? null
                  : anonymousBanner(converter.anonymousStatus)
            }
          />
          <StepIndicator step={state.step} />
          <div className={`${ui.card} p-4 sm:p-8`}>
            {state.step === 'upload' && (
              <UploadArea converter={converter} batch={batch} limit={limit} />
            )}
            {state.step === 'processing' && (
              <ProcessingStep fileName={state.fileName} pages={converter.pages} />
            )}
            {state.step === 'results' && (
              <div className="space-y-6">
                {state.restored && <p className="text-sm text-slate-600">{KEEP_TEXTS.restored}</p>}
                <ResultsStep
                  data={state.data}
                  fileName={state.fileName}
                  pagesUsed={state.pagesUsed}
                  anonymous={state.anonymous}
                  onReset={converter.reset}
                  documentId={state.documentId ?? undefined}
                  file={state.file}
                />
                {state.anonymous && state.claimToken && !isAuthenticated && <ClaimBanner />}
              </div>
            )}
            {state.step === 'error' && (
              <ErrorStep message={state.message ?? ''} onReset={converter.reset} />
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={converter.confirmReset.open}
        title={KEEP_TEXTS.confirm.title}
        text={state.anonymous ? KEEP_TEXTS.confirm.textAnonymous : KEEP_TEXTS.confirm.text}
        confirmLabel={KEEP_TEXTS.confirm.discard}
        cancelLabel={KEEP_TEXTS.confirm.keep}
        onConfirm={converter.confirmReset.discard}
        onCancel={converter.confirmReset.cancel}
      />
    </div>
  );
}
