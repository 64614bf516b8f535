// Registering the subject: the registration with its sessions, and saving the arrangement and the
// expected number of candidates.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchoolRegistrationRequest } from '@mockexam/contracts';
import { getSchoolRegistration, putSchoolRegistration, queryKeys } from '@mockexam/api-client';

export const useSchoolRegistration = () =>
  useQuery({ queryKey: queryKeys.schoolRegistration, queryFn: getSchoolRegistration });

export function useSaveRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SchoolRegistrationRequest) => putSchoolRegistration(request),
    onSuccess: (response) => {
      client.setQueryData(queryKeys.schoolRegistration, response);
      // Registering may unblock submission: the list's own state is read again.
      void client.invalidateQueries({ queryKey: queryKeys.schoolBatch });
    },
  });
}
