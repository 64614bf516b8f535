// The set-up lists staff edit, read from the staff endpoints (inactive rows too), and the payee details.
import { getAdminPaymentSettings, getAdminPostageMethods, getAdminVenues } from '@mockexam/api-client';
import { useLoad } from '../../lib';

/** Every venue with its sessions in the cycle (the current one when none is given). */
export const useAdminVenues = (cycleId: number | undefined) => useLoad(() => getAdminVenues(cycleId), [cycleId]);
export const useAdminPostageMethods = () => useLoad(getAdminPostageMethods);
export const usePaymentSettings = () => useLoad(getAdminPaymentSettings);
