// One load-error notice for every page: the plain one, in antd's look, serves the pages with antd too.
export { LoadError } from '../plain/LoadError';
