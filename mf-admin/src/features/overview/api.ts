// The overview's data: the dashboard counts and the current cycle's dates.
import { useQuery } from '@tanstack/react-query';
import { getAdminDashboard, getEvents } from '@mockexam/api-client';
import { adminKeys } from '../../components/queryKeys';

export const useDashboard = () => useQuery({ queryKey: adminKeys.dashboard, queryFn: getAdminDashboard });
export const useCycleDates = () => useQuery({ queryKey: adminKeys.cycleDates, queryFn: getEvents });
