import { useState } from 'react';
import { toast } from 'sonner';
import type { Language } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { profileUpdate } from './profile.ts';
import { SETTINGS_TEXTS } from './texts.ts';

const T = SETTINGS_TEXTS.toasts;

/** PUT /api/user/profile with the spec's checks and messages (sections 5 and 8). */
export function useProfileSave() {
  const { token, user, setUser, refreshUser } = useAuth();
  const [saving, setSaving] = useState(false);

  const save = async (fullName: string, language: Language): Promise<boolean> => {
    if (!token || !user) return false;
    const update = profileUpdate(fullName, language);
    if (!update.ok) {
      toast.error(update.message);
      return false;
    }
    setSaving(true);
    const result = await api.updateProfile(token, update.body);
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
