import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  EXPORT_FORMATS,
  LANGUAGES,
  type ExportFormat,
  type Language,
  type User,
} from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { FALLBACK_EXPORT_FORMAT, useExportPreference } from './exportPreference.ts';
import { SETTINGS_TEXTS } from './texts.ts';
import { useProfileSave } from './useProfileSave.ts';

const T = SETTINGS_TEXTS.preferences;

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

const isExportFormat = (value: string): value is ExportFormat =>
  (EXPORT_FORMATS as readonly string[]).includes(value);

/**
 * Preferences tab: the language and the Default Export Format save (issue 10 connects the format, which
 * the results screen preselects); notifications are shown only (spec).
 */
export function PreferencesTab({ user }: { user: User }) {
  const preference = useExportPreference();
  const [language, setLanguage] = useState<Language>(user.language_preference);
  // Null until the user picks one: the saved preference shows meanwhile, whenever it arrives.
  const [picked, setPicked] = useState<ExportFormat | null>(null);
  const format = picked ?? preference.format ?? FALLBACK_EXPORT_FORMAT;
  const [notify, setNotify] = useState(true);
  const { save, saving } = useProfileSave();
  const [savingFormat, setSavingFormat] = useState(false);
  const languageId = useId();
  const formatId = useId();
  const formatHintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSavingFormat(true);
    const saved = await preference.save(format);
    setSavingFormat(false);
    if (!saved.ok) {
      toast.error(saved.detail ?? SETTINGS_TEXTS.toasts.preferencesFailed);
      return;
    }
    await save(user.full_name, language);
  };
  const busy = saving || savingFormat;

  return (
    <form onSubmit={(event) => void submit(event)} className="max-w-lg space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">{T.heading}</h2>
      <div>
        <label htmlFor={languageId} className={ui.label}>
          {T.language}
        </label>
        <select
          id={languageId}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
          disabled={busy}
          className={ui.input}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {T.languages[code]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={formatId} className={ui.label}>
          {T.exportFormat}
        </label>
        <select
          id={formatId}
          value={format}
          onChange={(event) => {
            if (isExportFormat(event.target.value)) setPicked(event.target.value);
          }}
          disabled={busy || !preference.loaded}
          aria-describedby={formatHintId}
          className={ui.input}
        >
          {EXPORT_FORMATS.map((code) => (
            <option key={code} value={code}>
              {T.formats[code]}
            </option>
          ))}
        </select>
        <p id={formatHintId} className="mt-1 text-xs text-slate-600">
          {T.exportFormatHint}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
          className="h-4 w-4 rounded border-slate-300 accent-emerald-700"
        />
        {T.notifications}
      </label>
      <button type="submit" disabled={busy} className={ui.buttonPrimary}>
        {busy ? T.saving : T.save}
      </button>
    </form>
  );
}
