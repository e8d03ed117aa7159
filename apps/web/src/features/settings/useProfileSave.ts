import { useState } from 'react';
import { toast } from 'sonner';
import type { Language } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { cleanFullName } from './subscription.ts';
import { SETTINGS_TEXTS } from './texts.ts';

const T = SETTINGS_TEXTS.toasts;

/** PUT /api/user/profile with the spec's checks and messages (sections 5 and 8). */
export function useProfileSave() {
  const { token, user, setUser, refreshUser } = useAuth();
  const [saving, setSaving] = useState(false);

  const save = async (fullName: string, language: Language): Promise<boolean> => {
    if (!token || !user) return false;
    const name = cleanFullName(fullName);
    if (!name) {
      toast.error(T.fullNameRequired);
      return false;
    }
    setSaving(true);
    const result = await api.updateProfile(token, {
      full_name: name,
      language_preference: language,
    });
    setSaving(false);
    if (!result.ok) {
      toast.error(result.detail ?? T.profileFailed);
      return false;
    }
    setUser(result.data);
    toast.success(T.profileUpdated);
    void refreshUser();
    return true;
  };

  return { save, saving };
}
