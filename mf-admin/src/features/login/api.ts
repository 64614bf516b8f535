// Staff login (realm staff-realm): on success the shared session holds the staff profile, and the shell's
// cache, which belongs to the previous session, is cleared by the shell.
import { useMutation } from '@tanstack/react-query';
import { login, REALMS } from '@mockexam/api-client';
import { sessionStore } from '@mockexam/session';

export interface StaffCredentials {
  username: string;
  password: string;
}

export const useStaffLogin = () =>
  useMutation({
    mutationFn: ({ username, password }: StaffCredentials) => login(REALMS.staff, username, password),
    onSuccess: (result) => sessionStore.getState().signIn(result.access_token, result.profile, true),
  });
