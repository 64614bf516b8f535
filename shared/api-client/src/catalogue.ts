import type { EventKey, EventsResponse, ProductsResponse } from '@mockexam/contracts';
import { call } from './http';

export type { EventKey };

export const getEvents = () => call<EventsResponse>({ method: 'GET', url: '/events' });
export const getProducts = () => call<ProductsResponse>({ method: 'GET', url: '/products' });
