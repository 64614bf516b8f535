export { AntdProvider } from './AntdProvider';
export { LoadError } from './LoadError';
export { theme } from './theme';
