// The overview's data: the dashboard counts and the current cycle's dates.
import { useQuery, queryOptions } from '@tanstack/react-query';
import { getAdminDashboard, getEvents, queryKeys } from '@mockexam/api-client';

export const dashboardQuery = () => queryOptions({ queryKey: queryKeys.adminDashboard, queryFn: getAdminDashboard });
export const useDashboard = () => useQuery(dashboardQuery());
export const cycleDatesQuery = () => queryOptions({ queryKey: queryKeys.adminCycleDates, queryFn: getEvents });
export const useCycleDates = () => useQuery(cycleDatesQuery());
