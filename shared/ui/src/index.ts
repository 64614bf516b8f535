// Light, antd-free pieces: safe to import from the first view. antd-based pieces live in
// '@mockexam/ui/antd' (and '@mockexam/ui/status') so the home page never downloads antd; texts that
// need the contracts live in '@mockexam/ui/text'.
export { registerInstance, instanceReport } from './instances';
export { NoRecords } from './NoRecords';
export { NotYetAvailable } from './NotYetAvailable';
export { ScrollRegion } from './ScrollRegion';
export { formatHkd, hkdToCents } from './money';
export { pagesOf, preloadOf, type RemotePage, type RemotePagesModule, type RemoteRoute } from './remotePages';
