import { useState, type FormEvent } from 'react';
import type { User } from '@statemint/contracts';
import { TextField } from '../../components/TextField.tsx';
import { ui } from '../../components/ui.ts';
import { SETTINGS_TEXTS } from './texts.ts';
import { useProfileSave } from './useProfileSave.ts';

const T = SETTINGS_TEXTS.account;

/** Account tab: editable full name, read-only email (spec section 2). */
export function AccountTab({ user }: { user: User }) {
  const [fullName, setFullName] = useState(user.full_name);
  const { save, saving } = useProfileSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save(fullName, user.language_preference)) setFullName(fullName.trim());
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-lg space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">{T.heading}</h2>
      <TextField
        label={T.fullName}
        value={fullName}
        onChange={setFullName}
        autoComplete="name"
        required
        disabled={saving}
      />
      <TextField label={T.email} value={user.email} readOnly type="email" hint={T.emailHint} />
      <button type="submit" disabled={saving} className={ui.buttonPrimary}>
        {saving ? T.saving : T.save}
      </button>
    </form>
  );
}
