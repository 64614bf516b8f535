// Slips and password resets. Their answers carry initial passwords, which must live only in the
// component that prints them: never in the query cache (these are mutations, not queries) and not in
// the mutation cache either (gcTime 0, and the mutation's state is reset as soon as it answers).
import { useMutation } from '@tanstack/react-query';
import type { CandidateSlip, SchoolSlipsResponse } from '@mockexam/contracts';
import { getSchoolSlips, resetStudentPassword } from '@mockexam/api-client';

function useForgetfulCall<V, R>(call: (variables: V) => Promise<R>) {
  const mutation = useMutation({ mutationFn: call, gcTime: 0 });
  const run = async (variables: V): Promise<R> => {
    try {
      return await mutation.mutateAsync(variables);
    } finally {
      mutation.reset();
    }
  };
  return { run, isPending: mutation.isPending };
}

/** Slips for these rows (all submitted rows when undefined), each with a new initial password. */
export const useSlipsRequest = () =>
  useForgetfulCall<number[] | undefined, SchoolSlipsResponse>((rowIds) => getSchoolSlips(rowIds));

/** A new initial password for one student, on a new slip. */
export const usePasswordReset = () => useForgetfulCall<number, CandidateSlip>((rowId) => resetStudentPassword(rowId));
