// Paper selection's own data: the cycle's dates (the individual enrolment period). The papers,
// venues and postage methods come from the catalogue's queries.
import { useQuery } from '@tanstack/react-query';
import { getEvents, queryKeys } from '@mockexam/api-client';

/** The cycle's dates; the page shows the enrolment period only when they are known. */
export const useEvents = () => useQuery({ queryKey: queryKeys.events, queryFn: getEvents });
