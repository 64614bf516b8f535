// What the site offers, as queries on the shell's QueryClient: the papers, the venues with their
// seats left and the postage methods. Hooks only; paper selection, checkout, the order review and
// the registration records all read this one cache.
import { useQuery } from '@tanstack/react-query';
import { getPostageMethods, getProducts, getVenues, queryKeys } from '@mockexam/api-client';

/** The papers on offer; with a candidate's token each one says whether the candidate holds it (`enrolled`). */
export const useProducts = () => useQuery({ queryKey: queryKeys.products, queryFn: getProducts });

/** The venues with their sessions and the seats left. */
export const useVenues = () => useQuery({ queryKey: queryKeys.venues, queryFn: getVenues });

/** The spec's mailing methods with what detail each one needs. */
export const usePostageMethods = () => useQuery({ queryKey: queryKeys.postageMethods, queryFn: getPostageMethods });
