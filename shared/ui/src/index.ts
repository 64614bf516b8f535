// Light, antd-free pieces: safe to import from the first view. antd-based pieces live in
// '@mockexam/ui/antd' so the home page never downloads antd.
export { registerInstance, instanceReport } from './instances';
export { NoRecords } from './NoRecords';
export { pagesOf, type RemotePage, type RemotePagesModule, type RemoteRoute } from './remotePages';
