// The subject's list on the shell's QueryClient: read it, and edit, add, delete and submit rows. Every
// call answers with the whole list (each row's errors included), which replaces the cached one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchoolBatch, SchoolRowEdit } from '@mockexam/contracts';
import {
  addSchoolRow,
  deleteSchoolRow,
  editSchoolRow,
  getSchoolBatch,
  queryKeys,
  submitSchoolList,
} from '@mockexam/api-client';

export const useSchoolBatch = () => useQuery({ queryKey: queryKeys.schoolBatch, queryFn: getSchoolBatch });

function useBatchMutation<V>(call: (variables: V) => Promise<SchoolBatch>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (batch) => client.setQueryData(queryKeys.schoolBatch, batch),
  });
}

export const useEditRow = () =>
  useBatchMutation(({ rowId, row }: { rowId: number; row: SchoolRowEdit }) => editSchoolRow(rowId, row));

export const useAddRow = () => useBatchMutation((row: SchoolRowEdit) => addSchoolRow(row));

export const useDeleteRow = () => useBatchMutation((rowId: number) => deleteSchoolRow(rowId));

/** Submits the list; the server checks every row again and answers with the list as it stands. */
export function useSubmitList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitSchoolList,
    onSuccess: (response) => client.setQueryData(queryKeys.schoolBatch, response.batch),
  });
}
