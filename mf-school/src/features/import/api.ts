// The import call: the rows the worker read replace the subject's whole list on the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolImportRow } from '@mockexam/contracts';
import { importSchoolRows, queryKeys } from '@mockexam/api-client';

export function useImportRows() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: SchoolImportRow[]) => importSchoolRows(rows),
    onSuccess: (batch) => client.setQueryData(queryKeys.schoolBatch, batch),
  });
}
