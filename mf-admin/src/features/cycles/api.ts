// Every exam cycle with its dates and products; the cycle set-up tab reads it once for all its cards.
import { getAdminCycles } from '@mockexam/api-client';
import { useLoad } from '../../lib';

export const useAdminCycles = () => useLoad(getAdminCycles);
