// The overview's data: the dashboard counts and the current cycle's dates.
import { getAdminDashboard, getEvents } from '@mockexam/api-client';
import { useLoad } from '../../lib';

export const useDashboard = () => useLoad(getAdminDashboard);
export const useCycleDates = () => useLoad(getEvents);
