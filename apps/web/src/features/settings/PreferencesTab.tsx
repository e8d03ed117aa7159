import { useId, useState, type FormEvent } from 'react';
import { LANGUAGES, type Language, type User } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { SETTINGS_TEXTS } from './texts.ts';
import { useProfileSave } from './useProfileSave.ts';

const T = SETTINGS_TEXTS.preferences;

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** Preferences tab: the language saves; export format and notifications are shown only (spec). */
export function PreferencesTab({ user }: { user: User }) {
  const [language, setLanguage] = useState<Language>(user.language_preference);
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv');
  const [notify, setNotify] = useState(true);
  const { save, saving } = useProfileSave();
  const languageId = useId();
  const formatId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(user.full_name, language);
  };

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
          disabled={saving}
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
          onChange={(event) => setFormat(event.target.value === 'xlsx' ? 'xlsx' : 'csv')}
          className={ui.input}
        >
          <option value="csv">{T.formats.csv}</option>
          <option value="xlsx">{T.formats.xlsx}</option>
        </select>
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
      <button type="submit" disabled={saving} className={ui.buttonPrimary}>
        {saving ? T.saving : T.save}
      </button>
    </form>
  );
}
