import { MSG } from '@brasa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, readErrorMessage } from '../../../shared/api/api-error';
import { sha256Hex } from '../../../shared/crypto/sha256';
import { useNotify } from '../../../shared/ui/notify';
import { isUsernameAvailable, saveCourierLogin, saveCourierPerson } from '../api/courier-api';
import {
  checkCourierForm,
  personRequestOf,
  writesLogin,
  type CourierFormValues,
  type LoginMode,
} from '../model/courier-form';

/**
 * Saves the courier (doc 4 §5 'Courier form', §8): the form's checks, the username's availability before
 * anything is written, the person, then the login (409: the username was taken meanwhile).
 */
export function useCourierSave(mode: LoginMode, suffix: string, loadedUsername: string, onSaved: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  // A new courier whose login then failed (e.g. 409) is saved again as the same person, not a second one.
  const createdId = useRef<number | null>(null);

  const save = async (values: CourierFormValues) => {
    const problem = checkCourierForm(values, mode);
    if (problem) return notify.warning(problem);
    const login = writesLogin(mode);
    const username = `${values.username.trim()}${suffix}`;
    setSaving(true);
    try {
      if (login && username !== loadedUsername && !(await isUsernameAvailable(username))) {
        return notify.warning(MSG.COURIER_USERNAME_TAKEN);
      }
      const { id } = await saveCourierPerson(personRequestOf({ ...values, id: values.id ?? createdId.current }));
      createdId.current = id;
      if (login) {
        await saveCourierLogin({
          pessoaId: id,
          username,
          senha: values.senha === '' ? null : await sha256Hex(values.senha),
          perfil: values.perfilId === null ? null : { id: values.perfilId },
          ativo: values.ativo,
        });
      }
      notify.success(MSG.COURIER_SAVED);
      void queryClient.invalidateQueries({ queryKey: ['couriers'] });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) notify.warning(MSG.COURIER_USERNAME_TAKEN);
      else notify.error(readErrorMessage(error, MSG.COURIER_ID_FETCH_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
