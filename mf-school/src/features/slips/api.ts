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

/**
 * Rows per slips call: each new password is an argon2id hash (a few milliseconds of server time), so a
 * whole school's 2,000 slips go as ten calls that each finish well inside the spec's 15 s.
 */
export const SLIPS_PER_CALL = 200;

async function slipsInParts(rowIds: number[]): Promise<SchoolSlipsResponse> {
  let answer: SchoolSlipsResponse | undefined;
  for (let start = 0; start < rowIds.length || !answer; start += SLIPS_PER_CALL) {
    const part = await getSchoolSlips(rowIds.slice(start, start + SLIPS_PER_CALL));
    answer = answer ? { ...answer, slips: [...answer.slips, ...part.slips] } : part;
  }
  return answer;
}

/** Slips for these rows, each with a new initial password (unless the student set their own). */
export const useSlipsRequest = () => useForgetfulCall<number[], SchoolSlipsResponse>(slipsInParts);

/** A new initial password for one student, on a new slip. */
export const usePasswordReset = () => useForgetfulCall<number, CandidateSlip>((rowId) => resetStudentPassword(rowId));
